import type {
  AppDomainDto,
  AppDto,
  AppUserDto,
  CreateAppUserRequest,
  ReviewRequestDto,
  UpdateAppUserRequest,
} from '@tessera/contracts';
import { toAppUserPermission } from '@tessera/domain';
import { api } from '../../api/api.js';
import { reviewRequestOf } from './reviewStatus.js';

const apiWithPublishing = api.enhanceEndpoints({
  addTagTypes: ['AppUser', 'AppDomain', 'ReviewRequest'],
});

const appPath = (appId: string) => `/api/apps/${encodeURIComponent(appId)}`;

/**
 * Calls of the publishing feature: the app's privacy, its custom domains, its users and the
 * marketplace review request (publishing §7). Saving privacy runs in the privacy saga.
 */
export const publishingApi = apiWithPublishing.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/apps/{id}: public, sign_in_method, publishUrl, and settings (embed_origins). */
    getApp: build.query<AppDto, string>({
      query: (appId) => ({ url: appPath(appId) }),
      transformResponse: (response: { app: AppDto }) => response.app,
      providesTags: ['App'],
    }),
    /**
     * The open app's marketplace review request (its host names the app), or null; the spec
     * treats a failed load as status none.
     */
    getReviewRequest: build.query<ReviewRequestDto | null, void>({
      query: () => ({ url: '/api/multipage/marketplace/review-request' }),
      transformResponse: (response: unknown) => reviewRequestOf(response),
      providesTags: ['ReviewRequest'],
    }),
    /** Cancels the open app's submission (publishing §4). */
    cancelReviewRequest: build.mutation<null, void>({
      query: () => ({ url: '/api/multipage/marketplace/review-request', method: 'DELETE' }),
      transformResponse: () => null,
      invalidatesTags: ['ReviewRequest'],
    }),
    getAppDomains: build.query<AppDomainDto[], string>({
      query: (appId) => ({ url: `${appPath(appId)}/domains` }),
      transformResponse: (response: { domains: AppDomainDto[] }) => response.domains,
      providesTags: ['AppDomain'],
    }),
    addAppDomain: build.mutation<AppDomainDto, { appId: string; domain: string }>({
      query: ({ appId, domain }) => ({
        url: `${appPath(appId)}/domains`,
        method: 'POST',
        data: { domain },
      }),
      transformResponse: (response: { domain: AppDomainDto }) => response.domain,
      invalidatesTags: ['AppDomain'],
    }),
    verifyAppDomain: build.mutation<AppDomainDto, { appId: string; domainId: string }>({
      query: ({ appId, domainId }) => ({
        url: `${appPath(appId)}/domains/${encodeURIComponent(domainId)}/verify`,
        method: 'POST',
      }),
      transformResponse: (response: { domain: AppDomainDto }) => response.domain,
      invalidatesTags: ['AppDomain'],
    }),
    removeAppDomain: build.mutation<null, { appId: string; domainId: string }>({
      query: ({ appId, domainId }) => ({
        url: `${appPath(appId)}/domains/${encodeURIComponent(domainId)}`,
        method: 'DELETE',
      }),
      transformResponse: () => null,
      invalidatesTags: ['AppDomain'],
    }),
    /** GET /api/mutipageapp_users/{appId} (the spec's spelling of the path). */
    getAppUsers: build.query<AppUserDto[], string>({
      query: (appId) => ({ url: `/api/mutipageapp_users/${encodeURIComponent(appId)}` }),
      // Anything but read-write is treated as Read (publishing spec, app users).
      transformResponse: (response: { app_users: AppUserDto[] }) =>
        response.app_users.map((user) => ({
          ...user,
          permissions: toAppUserPermission(user.permissions),
        })),
      providesTags: ['AppUser'],
    }),
    addAppUser: build.mutation<AppUserDto, CreateAppUserRequest>({
      query: (body) => ({ url: '/api/mutipageapp_users', method: 'POST', data: body }),
      transformResponse: (response: { new_app_user: AppUserDto }) => response.new_app_user,
      invalidatesTags: ['AppUser'],
    }),
    updateAppUser: build.mutation<AppUserDto, UpdateAppUserRequest>({
      query: (body) => ({ url: '/api/mutipageapp_users', method: 'PUT', data: body }),
      transformResponse: (response: { updated_user: AppUserDto }) => response.updated_user,
      invalidatesTags: ['AppUser'],
    }),
    deleteAppUser: build.mutation<null, { appId: string; userId: string }>({
      query: (body) => ({ url: '/api/mutipageapp_users', method: 'DELETE', data: body }),
      transformResponse: () => null,
      invalidatesTags: ['AppUser'],
    }),
  }),
});

export const {
  useGetAppQuery,
  useGetReviewRequestQuery,
  useCancelReviewRequestMutation,
  useGetAppDomainsQuery,
  useAddAppDomainMutation,
  useVerifyAppDomainMutation,
  useRemoveAppDomainMutation,
  useGetAppUsersQuery,
  useAddAppUserMutation,
  useUpdateAppUserMutation,
  useDeleteAppUserMutation,
} = publishingApi;
