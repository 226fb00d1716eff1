/** The part of a Nest/Fastify test app the helper uses (`app.inject`). */
export type InjectableApp = {
  inject(options: {
    method: 'POST';
    url: string;
    payload: Record<string, unknown>;
  }): PromiseLike<{ statusCode: number; body: string; headers: Record<string, unknown> }>;
};

/**
 * Signs up a new owner through POST /api/auth/signup, as the web app does, and returns the
 * Cookie header of the session it opened.
 */
export async function aSignedUpOwner(
  app: InjectableApp,
  owner: { name?: string; email?: string; password?: string } = {},
): Promise<{ email: string; cookie: string }> {
  const email =
    owner.email ??
    `signup-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      name: owner.name ?? 'Test Owner',
      email,
      password: owner.password ?? 'correct horse battery',
    },
  });
  if (res.statusCode !== 201) throw new Error(`Sign-up failed (${res.statusCode}): ${res.body}`);
  const setCookie = res.headers['set-cookie'];
  const cookies = (Array.isArray(setCookie) ? setCookie : [setCookie]).filter(
    (c): c is string => typeof c === 'string',
  );
  const session = cookies.find((c) => c.startsWith('tessera_session='));
  if (!session) throw new Error('Sign-up answered without a tessera_session cookie.');
  return { email, cookie: session.split(';')[0]! };
}
