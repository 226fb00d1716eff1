import { isRouteErrorResponse } from 'react-router';

/** §8: a route loading error uses the error's status code, else 500. */
export function routeErrorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (typeof error === 'object' && error !== null) {
    for (const key of ['status', 'statusCode'] as const) {
      const value: unknown = (error as Record<string, unknown>)[key];
      if (typeof value === 'number' && value >= 400 && value < 600) return value;
    }
  }
  return 500;
}
