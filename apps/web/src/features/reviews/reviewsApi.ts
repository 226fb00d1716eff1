import type { ReviewDto } from '@tessera/contracts';
import { api } from '../../api/api.js';

const apiWithReviews = api.enhanceEndpoints({ addTagTypes: ['Review'] });

/** The reviewers' moderation queue (GET/POST /api/reviews). */
export const reviewsApi = apiWithReviews.injectEndpoints({
  endpoints: (build) => ({
    getReviewQueue: build.query<ReviewDto[], void>({
      query: () => ({ url: '/api/reviews' }),
      transformResponse: (response: { reviews: ReviewDto[] }) => response.reviews,
      providesTags: ['Review'],
    }),
    approveReview: build.mutation<ReviewDto, string>({
      query: (id) => ({ url: `/api/reviews/${encodeURIComponent(id)}/approve`, method: 'POST' }),
      transformResponse: (response: { review: ReviewDto }) => response.review,
      invalidatesTags: ['Review'],
    }),
    rejectReview: build.mutation<ReviewDto, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/api/reviews/${encodeURIComponent(id)}/reject`,
        method: 'POST',
        data: { reason },
      }),
      transformResponse: (response: { review: ReviewDto }) => response.review,
      invalidatesTags: ['Review'],
    }),
  }),
});

export const { useGetReviewQueueQuery, useApproveReviewMutation, useRejectReviewMutation } =
  reviewsApi;
