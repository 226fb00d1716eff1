import { AppError, tryAgainIn } from '@tessera/platform';

const statuses = {
  notACommentsBlock: 404,
  commentRefused: 403,
  commentNotFound: 404,
  deleteRefused: 403,
  badComment: 400,
  tooManyComments: 429,
} as const;

export type CommentsErrorCode = keyof typeof statuses;

/** Errors of the comments routes. */
export class CommentsError extends AppError<CommentsErrorCode> {
  readonly status: number;

  private constructor(code: CommentsErrorCode, message: string) {
    super(code, message);
    this.status = statuses[code];
  }

  static notACommentsBlock() {
    return new CommentsError('notACommentsBlock', 'Block not found.');
  }
  static commentRefused() {
    return new CommentsError('commentRefused', 'You are not allowed to comment here.');
  }
  static commentNotFound() {
    return new CommentsError('commentNotFound', 'That comment no longer exists.');
  }
  static deleteRefused() {
    return new CommentsError('deleteRefused', 'You can only delete your own comments.');
  }
  static badComment(message: string) {
    return new CommentsError('badComment', message);
  }
  static tooManyComments(waitMs: number) {
    const error = new CommentsError('tooManyComments', `Too many comments. ${tryAgainIn(waitMs)}`);
    error.retryAfterMs = waitMs;
    return error;
  }
}
