import type { PermissionChoice } from '@tessera/domain';
import type { BlockViewer } from '../types.js';

/**
 * Whether a viewer is allowed what a permission choice grants (block-configuration §6).
 * Editors are the admins; every other visitor of a board or page is a guest, so
 * "Admins & Guests" and "Everyone" both reach every viewer who can see the block.
 */
export function viewerMay(choice: PermissionChoice, viewer: BlockViewer): boolean {
  switch (choice) {
    case 'None':
      return false;
    case 'Admins':
      return viewer.canEdit;
    case 'Admins & Guests':
    case 'Everyone':
      return true;
  }
}

/** Whether a viewer may change data where a permission choice allows it (never a Read user). */
export function viewerMayWrite(choice: PermissionChoice, viewer: BlockViewer): boolean {
  return !viewer.readOnly && viewerMay(choice, viewer);
}

/** The columns whose cells this viewer may edit in place (axis `editable`). */
export function editableColumns(
  axis: readonly { column: string; editable: PermissionChoice }[],
  viewer: BlockViewer,
): Set<string> {
  return new Set(
    axis.filter((entry) => viewerMayWrite(entry.editable, viewer)).map((e) => e.column),
  );
}
