import { fileURLToPath } from 'node:url';

/** apps/web/dist beside this app, whether running from src (tests) or dist (npm start, Docker). */
export const bundledWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * The all-in-one server's defaults on top of the environment: it serves the web app built beside it,
 * and `PORT=4000 npm start` alone gives working links (BASE_URL follows PORT unless set). An explicit
 * value always wins, even an empty WEB_DIST_DIR (API only).
 */
export function serverEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const port = env['PORT'];
  return {
    ...env,
    WEB_DIST_DIR: env['WEB_DIST_DIR'] ?? bundledWebDist,
    ...(env['BASE_URL'] === undefined && port !== undefined && /^\d+$/.test(port)
      ? { BASE_URL: `http://localhost:${port}` }
      : {}),
  };
}
