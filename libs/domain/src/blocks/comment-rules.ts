/**
 * The comments block's limits and the text of a comment (block-configuration §3 Comments, §9).
 * Zod-free: the published viewer checks a comment with the same rules before sending it.
 */

/** Comments per page options (block-configuration §9). */
export const COMMENTS_PER_PAGE_OPTIONS = [5, 10, 15, 20, 25, 50] as const;
export type CommentsPerPage = (typeof COMMENTS_PER_PAGE_OPTIONS)[number];
export const DEFAULT_COMMENTS_PER_PAGE: CommentsPerPage = 10;

export const COMMENT_MAX_LENGTH = 2000;
export const COMMENT_NAME_MAX_LENGTH = 80;

export const COMMENT_EMPTY_MESSAGE = 'Write a comment first.';
export const COMMENT_TOO_LONG_MESSAGE = `A comment has at most ${COMMENT_MAX_LENGTH.toLocaleString('en')} characters.`;
export const COMMENT_NAME_MESSAGE = 'Enter your name.';
export const COMMENT_NAME_TOO_LONG_MESSAGE = `A name has at most ${COMMENT_NAME_MAX_LENGTH} characters.`;

/**
 * Control characters (other than line breaks and tabs) and the bidirectional overrides that make
 * text read differently from what it is: never kept in a comment or a commenter's name.
 */
const HIDDEN_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * A comment as it is kept: plain text (never HTML, drawn as text wherever it shows), line breaks
 * as `\n`, hidden characters removed, at most two blank lines in a row, trimmed.
 */
export function commentText(body: string): string {
  return body
    .replace(/\r\n?/g, '\n')
    .replace(HIDDEN_CHARACTERS, '')
    .replace(/\n{4,}/g, '\n\n\n')
    .trim();
}

/** A commenter's name as kept: one line, hidden characters removed, spaces collapsed. */
export function commenterName(name: string): string {
  return name.replace(HIDDEN_CHARACTERS, '').replace(/\s+/g, ' ').trim();
}

/** Why a comment (as kept) cannot be posted; null when it can. */
export function commentProblem(text: string): string | null {
  if (text === '') return COMMENT_EMPTY_MESSAGE;
  if (text.length > COMMENT_MAX_LENGTH) return COMMENT_TOO_LONG_MESSAGE;
  return null;
}

/** Why a guest's name (as kept) cannot sign a comment; null when it can. */
export function commenterNameProblem(name: string): string | null {
  if (name === '') return COMMENT_NAME_MESSAGE;
  if (name.length > COMMENT_NAME_MAX_LENGTH) return COMMENT_NAME_TOO_LONG_MESSAGE;
  return null;
}
