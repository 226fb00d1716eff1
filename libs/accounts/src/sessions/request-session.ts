/** The admin session behind a request, when its admin cookie holds a valid one. */
export type AdminSession = { accountId: string; expiresAt: Date };

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    adminSession?: AdminSession | null;
  }
}
