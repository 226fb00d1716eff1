import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks.js';
import { toastShown } from '../toasts/toastsSlice.js';
import { hasGoogleReturn, readGoogleReturn, withoutGoogleReturn } from './googleSheets.js';

/**
 * Back from Google's consent screen (/dashboard?google=connected or ?google_error=...): one toast
 * with the outcome, then the query is cleaned so a reload does not show it again.
 */
export function useGoogleReturnToast() {
  const [params, setParams] = useSearchParams();
  const dispatch = useAppDispatch();
  // StrictMode runs effects twice before the cleaned query renders: show each return once.
  const shownFor = useRef<string | null>(null);

  useEffect(() => {
    if (!hasGoogleReturn(params)) return;
    const query = params.toString();
    if (shownFor.current === query) return;
    shownFor.current = query;
    const toast = readGoogleReturn(params);
    if (toast) dispatch(toastShown(toast));
    setParams(withoutGoogleReturn, { replace: true });
  }, [params, setParams, dispatch]);
}
