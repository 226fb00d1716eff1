/** The HTTP status an error carries (the router's error responses, API errors, `HttpStatusError`). */
export function answeredStatus(error: unknown): number | null {
  if (typeof error === 'object' && error !== null) {
    for (const key of ['status', 'statusCode'] as const) {
      const value: unknown = (error as Record<string, unknown>)[key];
      if (typeof value === 'number' && value >= 400 && value < 600) return value;
    }
  }
  return null;
}

/**
 * §8: a route loading error uses the error's status code, else 500. Covers the router's error
 * responses (a path that matched nothing is 404), API errors and `HttpStatusError`.
 */
export function routeErrorStatus(error: unknown): number {
  return answeredStatus(error) ?? 500;
}
