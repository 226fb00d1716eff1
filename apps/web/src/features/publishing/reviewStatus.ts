import type { ReviewRequestDto } from '@tessera/contracts';
import { REVIEW_STATUSES, type ReviewStatus } from '@tessera/domain';

export type { ReviewStatus };

const KNOWN: readonly unknown[] = REVIEW_STATUSES.filter((status) => status !== 'none');

/**
 * The review request of a GET /api/multipage/marketplace/review-request answer
 * ({reviewRequest}), or null: no request, or one whose status this client does not know.
 */
export function reviewRequestOf(response: unknown): ReviewRequestDto | null {
  if (typeof response !== 'object' || response === null) return null;
  const request = (response as { reviewRequest?: unknown }).reviewRequest;
  if (typeof request !== 'object' || request === null) return null;
  return KNOWN.includes((request as { status?: unknown }).status)
    ? (request as ReviewRequestDto)
    : null;
}

/** The submission status (publishing §4): none without a request, or when loading it failed. */
export function reviewStatusOf(request: ReviewRequestDto | null | undefined): ReviewStatus {
  return request?.status ?? 'none';
}
