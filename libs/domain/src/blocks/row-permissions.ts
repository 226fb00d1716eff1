import type { ActionButton, ActionButtonType } from './action-buttons.js';
import { parseBlockSettings } from './block-settings.js';
import { eventTakesRegistrations } from './event-schedule.js';
import type { PermissionChoice } from './permission-choices.js';

/** Who is writing: workspace members are the spec's "Admins"; every other visitor is a guest. */
export type RowAudience = { admin: boolean };

/** A row write as the block it comes from must allow it. */
export type RowWriteRequest =
  | { kind: 'add' }
  | { kind: 'edit'; columns: readonly string[] }
  | { kind: 'duplicate' }
  | { kind: 'delete' };

/**
 * Whether a permission choice reaches the audience (block-configuration §6). Visitors who see a
 * block are its guests, so "Admins & Guests" and "Everyone" reach all of them.
 */
export function permissionReaches(choice: PermissionChoice, audience: RowAudience): boolean {
  switch (choice) {
    case 'None':
      return false;
    case 'Admins':
      return audience.admin;
    case 'Admins & Guests':
    case 'Everyone':
      return true;
  }
}

const ACTION_OF: Record<'edit' | 'duplicate' | 'delete', ActionButtonType> = {
  edit: 'Edit row',
  duplicate: 'Duplicate row',
  delete: 'Delete row',
};

/**
 * Whether a block lets the audience make this row write. Forms add rows, and events their
 * registrations while they take them (button on, fields set, before the deadline or the end). Tables and lists add rows
 * as `add_new_row` says; edit, duplicate and delete through an action button of that type while
 * `action_button_visibility` reaches the audience; an edit also passes when every changed column is
 * an axis column whose `editable` choice reaches the audience (editing a cell in place).
 */
export function blockAllowsRowWrite(
  block: { type: string; settings: unknown },
  write: RowWriteRequest,
  audience: RowAudience,
): boolean {
  if (block.type === 'form') return write.kind === 'add';
  if (block.type === 'event') {
    if (write.kind !== 'add') return false;
    const parsed = parseBlockSettings('event', block.settings);
    return parsed.success && eventTakesRegistrations(parsed.settings, Date.now());
  }
  if (block.type !== 'table' && block.type !== 'list') return false;
  const parsed = parseBlockSettings(block.type, block.settings);
  if (!parsed.success) return false;
  const settings = parsed.settings;
  if (write.kind === 'add') return permissionReaches(settings.add_new_row, audience);

  const hasAction = settings.actions.some((action) => action.type === ACTION_OF[write.kind]);
  if (hasAction && permissionReaches(settings.action_button_visibility, audience)) return true;
  if (write.kind !== 'edit' || write.columns.length === 0) return false;
  const editable = new Map(settings.axis.map((axis) => [axis.column, axis.editable]));
  return write.columns.every((column) => {
    const choice = editable.get(column);
    return choice !== undefined && permissionReaches(choice, audience);
  });
}

/**
 * The action button at `index` of a table or list block, when it is of `type` and its
 * action_button_visibility reaches the audience: the one a server-run action (API call, Download
 * pdf) may carry out. Null for anything else, so a caller cannot pick another block's or another
 * type's button, nor one hidden from them.
 */
export function blockActionFor(
  block: { type: string; settings: unknown },
  index: number,
  type: ActionButtonType,
  audience: RowAudience,
): ActionButton | null {
  if (block.type !== 'table' && block.type !== 'list') return null;
  const parsed = parseBlockSettings(block.type, block.settings);
  if (!parsed.success) return null;
  const { actions, action_button_visibility } = parsed.settings;
  const action = Number.isInteger(index) ? actions[index] : undefined;
  if (!action || action.type !== type) return null;
  return permissionReaches(action_button_visibility, audience) ? action : null;
}
