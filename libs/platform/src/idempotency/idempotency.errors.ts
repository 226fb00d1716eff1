import { defineErrors } from '../http/app-error.js';

export const IdempotencyError = defineErrors('Idempotency', {
  invalidKey: [400, 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.'],
  keyInUse: [
    409,
    'A request with this Idempotency-Key is still being processed. Please try again later.',
  ],
  keyReused: [
    422,
    'Keys for idempotent requests can only be used with the same parameters they were first used with.',
  ],
});
