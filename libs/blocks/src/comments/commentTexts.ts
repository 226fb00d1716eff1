import type { Comment } from '@tessera/contracts';
import type { PermissionChoice } from '@tessera/domain';

/** Why a visitor sees no comment form, by the block's who_can_comment. */
export function closedNote(choice: PermissionChoice): string {
  return choice === 'None' ? 'Comments are closed.' : 'Only the team can comment here.';
}

/** Who wrote a comment, as shown beside their name. */
export const AUTHOR_LABELS: Record<Comment['author_kind'], string> = {
  member: 'Team',
  app_user: '',
  guest: 'Guest',
};

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When a comment was posted, on the visitor's clock ("28 Nov 2026, 19:40"). */
export function postedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : when.format(date);
}
