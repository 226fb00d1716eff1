import { useRouteError } from 'react-router';
import { ErrorScreenFor } from './ErrorScreenFor.js';

/** The router's error element: the screen for the error that stopped the route. */
export function RouteErrorScreen() {
  return <ErrorScreenFor error={useRouteError()} />;
}
