import type { Plugin } from 'vite';

/**
 * Whether built server-renderer code reaches for Node's async_hooks. The gateway loads the
 * renderer into its own process, and an AsyncLocalStorage in use there (React's Node build of
 * react-dom/static keeps one) makes Node track the async context of every promise the gateway
 * creates, which slows every request it answers, rendered or cached.
 */
export function usesAsyncHooks(code: string): boolean {
  return /\b(?:require|__require|import|getBuiltinModule)\(\s*["'](?:node:)?async_hooks["']\s*\)|from\s*["'](?:node:)?async_hooks["']/.test(
    code,
  );
}

/** Fails the server renderer's build (`vite build --ssr`) when its code uses async_hooks. */
export function serverRendererGuard(): Plugin {
  return {
    name: 'tessera:server-renderer-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const found = Object.values(bundle)
        .filter((file) => file.type === 'chunk' && usesAsyncHooks(file.code))
        .map((file) => file.fileName);
      if (found.length > 0)
        this.error(
          `the server renderer uses async_hooks (${found.join(', ')}): an AsyncLocalStorage in the gateway's process slows every request it answers. Render with react-dom/static.edge.`,
        );
    },
  };
}
