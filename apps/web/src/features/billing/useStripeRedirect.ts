import type { ApiError } from '../../api/baseQuery.js';

/** Sends the browser to Stripe (Checkout or Connect onboarding) once the server opened it. */
export async function goToStripe(
  start: () => Promise<{ data: { url: string } } | { error: unknown }>,
): Promise<ApiError | null> {
  const result = await start();
  if ('error' in result) return result.error as ApiError;
  window.location.assign(result.data.url);
  return null;
}
