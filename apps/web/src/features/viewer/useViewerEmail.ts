import { EMAIL_KEY } from '../../api/globalQuery.js';
import { useGetCurrentUserQuery } from '../auth/authApi.js';

/** The signed-in visitor's e-mail (fills [(user_email)]), or null for anonymous guests. */
export function useViewerEmail(): string | null {
  const stored = window.localStorage.getItem(EMAIL_KEY);
  const { data } = useGetCurrentUserQuery(undefined, { skip: Boolean(stored) });
  return stored ?? data?.email ?? null;
}
