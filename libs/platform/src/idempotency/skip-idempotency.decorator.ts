import { SetMetadata } from '@nestjs/common';

export const SKIP_IDEMPOTENCY = 'tessera:skip-idempotency';

/**
 * Keeps a POST/PUT/PATCH/DELETE route out of `Idempotency-Key` handling. Only for routes whose
 * answer cannot be replayed from storage (sign-in and sign-out set session cookies, which are
 * never stored) and for reads sent as POST (metadata, sheet data): they apply nothing, and storing
 * their large answers for a day would let anyone fill the table.
 */
export const SkipIdempotency = () => SetMetadata(SKIP_IDEMPOTENCY, true);
