import { AppError, defineErrors } from '@tessera/platform';

export const BlocksError = defineErrors('Blocks', {
  notFound: [404, 'Block not found.'],
  containerNotFound: [404, 'The board or page of this block was not found.'],
  typeNotAvailable: [400, 'This block type is not available yet.'],
  typeNotOnBoards: [400, 'Sign-in blocks belong on the pages of a multi-page app.'],
  orderMismatch: [400, 'The new order must list every block of the board or page exactly once.'],
});

/** Settings refused by the block type's schema: the message names each field and its problem. */
export class BlockSettingsError extends AppError<'invalidSettings'> {
  readonly status = 400;
  constructor(message: string) {
    super('invalidSettings', message);
  }
}
