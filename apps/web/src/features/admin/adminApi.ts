import type {
  adminSessionResponseSchema,
  adminUsersResponseSchema,
  ClientErrorsResponse,
  SignInRequest,
} from '@tessera/contracts';
import type { z } from 'zod';
import { api } from '../../api/api.js';

export type AdminFlag = z.infer<typeof adminSessionResponseSchema>;
export type AdminUser = z.infer<typeof adminUsersResponseSchema>['users'][number];

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminSignIn: build.mutation<AdminFlag, SignInRequest>({
      query: (body) => ({ url: '/api/admin/login', method: 'POST', data: body }),
      invalidatesTags: ['AdminUser'],
    }),
    setReviewer: build.mutation<AdminUser, { id: string; isReviewer: boolean }>({
      query: ({ id, isReviewer }) => ({
        url: `/api/admin/users/${encodeURIComponent(id)}/reviewer`,
        method: 'PUT',
        data: { isReviewer },
      }),
      transformResponse: (response: { user: AdminUser }) => response.user,
      // The box changes at once; a refused change puts it back.
      async onQueryStarted({ id, isReviewer }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          adminApi.util.updateQueryData('getAdminUsers', undefined, (users) => {
            const user = users.find((candidate) => candidate.id === id);
            if (user) user.isReviewer = isReviewer;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: ['AdminUser'],
    }),
    getAdminUsers: build.query<AdminUser[], void>({
      query: () => ({ url: '/api/admin/users' }),
      transformResponse: (response: z.infer<typeof adminUsersResponseSchema>) => response.users,
      providesTags: ['AdminUser'],
    }),
    /** The errors browsers reported, newest first, a page (50) at a time. */
    getClientErrors: build.infiniteQuery<ClientErrorsResponse, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next_before,
      },
      query: ({ pageParam }) => ({
        url: '/api/admin/client-errors',
        ...(pageParam ? { params: { before: pageParam } } : {}),
      }),
    }),
  }),
});

export const {
  useAdminSignInMutation,
  useGetAdminUsersQuery,
  useSetReviewerMutation,
  useGetClientErrorsInfiniteQuery,
} = adminApi;
