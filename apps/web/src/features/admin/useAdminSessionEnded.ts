import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { apiErrorStatus } from '../../shell/ui/errorMessage.js';
import { adminLoginPath, clearAdminSession } from './adminSession.js';

/**
 * When an admin page's request answers 401, the server's admin session ended before the
 * browser's flag did: the flag goes, and the admin signs in again, coming back here after.
 */
export function useAdminSessionEnded(error: Parameters<typeof apiErrorStatus>[0]): void {
  const location = useLocation();
  const navigate = useNavigate();
  const sessionEnded = apiErrorStatus(error) === 401;
  useEffect(() => {
    if (!sessionEnded) return;
    clearAdminSession(window.sessionStorage);
    void navigate(adminLoginPath(location.pathname + location.search), { replace: true });
  }, [sessionEnded, navigate, location.pathname, location.search]);
}
