import { MESSAGES } from '../messages/messages.js';

/** The board's current panel (editor-viewer-shell §4, board panel value). */
export const BOARD_PANELS = [
  'view',
  'add',
  'settings',
  'embed',
  'publish',
  'docs',
  'spreadsheet',
] as const;
export type BoardPanel = (typeof BOARD_PANELS)[number];

/** The multi-page editor's current panel. */
export const MULTIPAGE_PANELS = [
  'pages',
  'add',
  'users',
  'app settings',
  'publish',
  'embed',
  'view',
  'spreadsheet',
] as const;
export type MultipagePanel = (typeof MULTIPAGE_PANELS)[number];

export type PanelMessage = { kind: 'info' | 'warning'; text: string };

function isBoardPanel(value: string): value is BoardPanel {
  return (BOARD_PANELS as readonly string[]).includes(value);
}

function isMultipagePanel(value: string): value is MultipagePanel {
  return (MULTIPAGE_PANELS as readonly string[]).includes(value);
}

/**
 * The board panel after a sidebar or top-bar request: the buttons toggle, so requesting the open
 * popup closes it back to view; unknown values go to view.
 */
export function nextBoardPanel(current: string, requested: string): BoardPanel {
  if (!isBoardPanel(requested)) return 'view';
  return requested === current ? 'view' : requested;
}

/**
 * The multi-page panel after a request (switching closes the other popups, as only one value is
 * held). Embed needs a paid plan and the spreadsheet a configured URL; both otherwise return to
 * view with a message.
 */
export function nextMultipagePanel(
  _current: string,
  requested: string,
  { isFreePlan, spreadsheetUrl }: { isFreePlan: boolean; spreadsheetUrl?: string | null },
): { panel: MultipagePanel; message?: PanelMessage } {
  if (!isMultipagePanel(requested)) return { panel: 'view' };
  if (requested === 'embed' && isFreePlan) {
    return { panel: 'view', message: { kind: 'info', text: MESSAGES.embedRequiresPaidPlan } };
  }
  if (requested === 'spreadsheet' && !spreadsheetUrl?.trim()) {
    return {
      panel: 'view',
      message: { kind: 'warning', text: MESSAGES.spreadsheetUrlNotConfigured },
    };
  }
  return { panel: requested };
}
