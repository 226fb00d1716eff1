import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  ConfigError,
  isDependencyOutage,
  OUTAGE_RETRY_AFTER_S,
  requestTenant,
  type TesseraConfig,
} from '@tessera/platform';
import type { PublishedPages, TenantPageAnswer, WebTemplates } from '@tessera/tenancy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OUTAGE_BODY, UNEXPECTED_ERROR_BODY } from '../http/http-exception.filter.js';
import type { SecurityPolicies } from '../http/security-headers.js';

/** Paths the API owns: an unknown one is a JSON 404, never the web app's index.html. */
export const API_PATH = /^\/(api|v3)(\/|$)|^\/health/;

/** A file at the root of the build (sw.js, favicon.ico, robots.txt): one segment, no traversal. */
export const ROOT_FILE = /^\/([\w-]+(\.[\w-]+)+)$/;

/** The route of the web app's pages (and the name of their spans). */
export const WEB_APP_ROUTE = '/*';

export const ROUTE_NOT_FOUND = {
  statusCode: 404,
  error: 'Not Found',
  message: 'Route not found.',
} as const;

export type WebAppOptions = {
  distDir: string | null;
  /** The HTML shells of the build in distDir (null with it). */
  templates: WebTemplates | null;
  /** Pages of app hosts (the tenancy service's published pages); absent: index.html for all. */
  publishedPages?: PublishedPages;
  /** The Content-Security-Policy of documents framed as their embed settings allow. */
  policies: SecurityPolicies;
};

/**
 * The web app's build directory from WEB_DIST_DIR (null when empty: an API-only gateway). A set
 * directory without index.html stops the boot: serving API answers to browsers would look broken.
 */
export function webDistDir(config: Pick<TesseraConfig, 'WEB_DIST_DIR'>): string | null {
  if (config.WEB_DIST_DIR === '') return null;
  const distDir = resolve(config.WEB_DIST_DIR);
  if (!existsSync(join(distDir, 'index.html')))
    throw new ConfigError(
      `Invalid configuration:\n  WEB_DIST_DIR: ${distDir} has no index.html (build the web app: npm run build, or npm start)`,
    );
  return distDir;
}

/**
 * Serves the built single-page app: hashed files under /assets with a year-long immutable cache,
 * root files as they are, the published pages of app hosts (the viewer, or the editor for its
 * owners), and index.html for every other GET so that client-side routing renders the pages and the
 * 404 screen. Unknown API paths, and every other unknown route, answer a JSON 404.
 */
export async function webAppPlugin(fastify: FastifyInstance, options: WebAppOptions) {
  const { distDir, templates, publishedPages, policies } = options;
  if (distDir !== null) {
    await fastify.register(fastifyStatic, {
      root: join(distDir, 'assets'),
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
      index: false,
      // The .br and .gz files the web build writes beside each asset, as the client accepts.
      preCompressed: true,
    });
  }

  // These routes are Fastify's, not Nest's: without this, Fastify's own handler would answer an
  // unexpected error with its message (a driver's text). The same answers as the API's filter.
  fastify.setErrorHandler((error, request, reply) => {
    if (isDependencyOutage(error)) {
      request.log.warn(error);
      return reply.code(503).header('Retry-After', String(OUTAGE_RETRY_AFTER_S)).send(OUTAGE_BODY);
    }
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500)
      return reply.code(status).send({ statusCode: status, message: (error as Error).message });
    request.log.error(error);
    return reply.code(500).send(UNEXPECTED_ERROR_BODY);
  });

  fastify.all(WEB_APP_ROUTE, async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (distDir === null || templates === null || !isRead || API_PATH.test(path)) {
      return reply.code(404).send(ROUTE_NOT_FOUND);
    }
    const file = rootFile(distDir, path);
    if (file === null && publishedPages && !path.startsWith('/assets/')) {
      const answer = await publishedPages.answer(
        {
          // The host the tenant was resolved from (X-Forwarded-Host behind a trusted proxy).
          host: request.host,
          tenant: requestTenant(request),
          url: request.url,
          cookies: request.cookies,
          ifNoneMatch: request.headers['if-none-match'],
          acceptEncoding: request.headers['accept-encoding'],
        },
        templates,
      );
      if (answer) return sendAnswer(reply, answer, policies);
      // A public board's path may be framed as its embed settings allow; every other page not.
      reply.header(
        'content-security-policy',
        policies.forFrameAncestors(await publishedPages.dashboardFrameAncestors(path)),
      );
    }
    // index.html names the current hashed assets, so browsers must revalidate it on every visit.
    return reply
      .header('Cache-Control', 'no-cache')
      .sendFile(file ?? 'index.html', distDir, { cacheControl: false });
  });
}

function sendAnswer(reply: FastifyReply, answer: TenantPageAnswer, policies: SecurityPolicies) {
  reply.code(answer.status).headers(answer.headers);
  reply.header('content-security-policy', policies.forFrameAncestors(answer.frameAncestors));
  return reply.send(answer.body);
}

function rootFile(distDir: string, path: string): string | null {
  const name = ROOT_FILE.exec(path)?.[1];
  if (name === undefined) return null;
  const candidate = join(distDir, name);
  return existsSync(candidate) && statSync(candidate).isFile() ? name : null;
}
