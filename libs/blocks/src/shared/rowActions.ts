import type { ActionButton, ActionButtonType, PermissionChoice } from '@tessera/domain';
import type { BlockRendererProps, BlockViewer } from '../types.js';
import { isSafeUrl } from './Cell.js';
import { mailtoHref } from './mailto.js';

export { mailtoHref };
import { viewerMay } from './permissions.js';

/** The row writes a host offers; an action whose write is missing is not shown. */
export type RowWriteHandlers = Pick<
  BlockRendererProps,
  'onEditRow' | 'onDuplicateRow' | 'onDeleteRow' | 'onApiCall' | 'onDownloadRowPdf'
>;

/** An action button this viewer is shown, with its place among the block's buttons. */
export type ShownAction = ActionButton & { at: number };

/**
 * Whether this viewer can carry out an action of this type here. Row writes and API calls (sent
 * by the server, with the owner's credentials) take a viewer who may change data; a Download
 * pdf is a read, made by the server.
 */
function available(
  type: ActionButtonType,
  handlers: RowWriteHandlers,
  viewer: BlockViewer,
): boolean {
  switch (type) {
    case 'Edit row':
      return !viewer.readOnly && Boolean(handlers.onEditRow);
    case 'Duplicate row':
      return !viewer.readOnly && Boolean(handlers.onDuplicateRow);
    case 'Delete row':
      return !viewer.readOnly && Boolean(handlers.onDeleteRow);
    case 'Open link':
    case 'Compose Email':
    case 'Copy to clipboard':
      return true;
    case 'API call':
      return !viewer.readOnly && Boolean(handlers.onApiCall);
    case 'Download pdf':
      return Boolean(handlers.onDownloadRowPdf);
  }
}

/** The action buttons each row shows to this viewer (action_button_visibility). */
export function shownRowActions(
  actions: readonly ActionButton[],
  visibility: PermissionChoice,
  viewer: BlockViewer,
  handlers: RowWriteHandlers,
): ShownAction[] {
  if (!viewerMay(visibility, viewer)) return [];
  return actions
    .map((action, at) => ({ ...action, at }))
    .filter((action) => available(action.type, handlers, viewer));
}

export function actionLabel(action: ActionButton): string {
  return action.title.trim() || action.type;
}

/** The address an Open link button opens: a web address from the row, never javascript: etc. */
export function linkHref(value: string | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed && isSafeUrl(trimmed) ? trimmed : null;
}

const DEFAULT_SUCCESS: Partial<Record<ActionButtonType, string>> = {
  'Edit row': 'Row updated.',
  'Duplicate row': 'Row duplicated.',
  'Delete row': 'Row deleted.',
  'Copy to clipboard': 'Copied to clipboard.',
  'API call': 'Sent.',
  'Download pdf': 'PDF downloaded.',
};

/** The owner's success message, else a short default. */
export function actionSuccessText(action: ActionButton): string {
  return action.success_message.trim() || (DEFAULT_SUCCESS[action.type] ?? 'Done.');
}

/** The owner's error message, else the server's (or the browser's) message. */
export function actionErrorText(action: ActionButton, failure: unknown): string {
  const owner = action.error_message.trim();
  if (owner) return owner;
  const message =
    failure instanceof Error ? failure.message : typeof failure === 'string' ? failure : '';
  return message || 'The action failed.';
}

/** The columns an edit form changed: only those are sent, so other columns keep newer values. */
export function changedValues(
  original: Readonly<Record<string, string | undefined>>,
  edited: Readonly<Record<string, string>>,
): Record<string, string> {
  const changes: Record<string, string> = {};
  for (const [column, value] of Object.entries(edited)) {
    if (value !== (original[column] ?? '')) changes[column] = value;
  }
  return changes;
}

/**
 * The submit of an Edit row form: sends only the changed columns (nothing when none changed),
 * rejects with the owner's error message or the server's, and tells the success.
 */
export function rowEditSubmitter(
  action: ActionButton,
  row: Readonly<Record<string, string | undefined>> & { _id: string },
  edit: (rowId: string, values: Record<string, string>) => Promise<void>,
  notify: (notice: { kind: 'success'; text: string }) => void,
): (values: Record<string, string>) => Promise<void> {
  return async (values) => {
    const changes = changedValues(row, values);
    if (Object.keys(changes).length === 0) return;
    try {
      await edit(row._id, changes);
    } catch (failure) {
      throw new Error(actionErrorText(action, failure));
    }
    notify({ kind: 'success', text: actionSuccessText(action) });
  };
}
