/**
 * For `setSearchParams`: the query without these parameters (a link's one-time instruction, once
 * followed; a modal's, once closed), the rest as it was.
 */
export function withoutParameters(...names: readonly string[]) {
  return (params: URLSearchParams): URLSearchParams => {
    const next = new URLSearchParams(params);
    for (const name of names) next.delete(name);
    return next;
  };
}
