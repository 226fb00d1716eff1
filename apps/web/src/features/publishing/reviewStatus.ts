import { REVIEW_STATUSES, type ReviewStatus } from '@tessera/domain';

export type { ReviewStatus };

/**
 * The status in a GET /api/multipage/marketplace/review-request answer ({reviewRequest}). No
 * request, or a status this client does not know, is none.
 */
export function reviewStatusOf(response: unknown): ReviewStatus {
  if (typeof response !== 'object' || response === null) return 'none';
  const request = (response as { reviewRequest?: unknown }).reviewRequest;
  if (typeof request !== 'object' || request === null) return 'none';
  const status = (request as { status?: unknown }).status;
  return (REVIEW_STATUSES as readonly unknown[]).includes(status)
    ? (status as ReviewStatus)
    : 'none';
}
