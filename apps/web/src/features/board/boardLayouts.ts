import { SHELL_LABELS } from '@tessera/domain';

/**
 * The two arrangements of the board editor (editor-viewer-shell §2.2): the Board layout at
 * /{board_slug}, and the Old board layout at /boardWorkspace?board={board_slug}.
 */
export type BoardLayoutKind = 'board' | 'old';

type BoardLayout = {
  /** The top bar's Tutorials button (the Tutorial Videos modal). */
  tutorials: boolean;
  /** The top bar's Refresh data button. */
  refreshData: boolean;
  /** The top bar's button opening Publish Board. */
  publishLabel: string;
  /** Docs ends the left navigation (New Block, Board Settings, Embed, Docs) rather than precede Embed. */
  docsLast: boolean;
};

/** What each arrangement shows beyond what both share (Admin, the title, Undo and Redo, …). */
export const BOARD_LAYOUTS: Record<BoardLayoutKind, BoardLayout> = {
  board: {
    tutorials: true,
    refreshData: true,
    publishLabel: SHELL_LABELS.publishBoard,
    docsLast: false,
  },
  old: { tutorials: false, refreshData: false, publishLabel: SHELL_LABELS.publish, docsLast: true },
};
