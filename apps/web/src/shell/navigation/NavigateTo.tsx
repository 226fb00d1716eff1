import { useEffect } from 'react';
import { useAppNavigate } from './navigation.js';

/** Goes to `to` once drawn (a redirect between screens); `replace` keeps Back from returning here. */
export function NavigateTo({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useAppNavigate();
  useEffect(() => {
    navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}
