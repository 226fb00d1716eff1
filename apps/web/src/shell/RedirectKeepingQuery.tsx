import { Navigate, useLocation } from 'react-router';

/** Sends an old or alternative address to its current one, keeping the query. */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}
