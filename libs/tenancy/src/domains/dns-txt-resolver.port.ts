/** Looks up DNS TXT records (the custom-domain check). Injected with `@Inject(DNS_TXT_RESOLVER)`. */
export const DNS_TXT_RESOLVER = Symbol('DNS_TXT_RESOLVER');

export type DnsTxtResolverPort = {
  /**
   * The TXT records at `name`, each record's strings joined. A name without records (or that does
   * not exist) gives an empty list; a failed lookup (timeout, server failure) throws.
   */
  resolveTxt(name: string): Promise<string[]>;
};
