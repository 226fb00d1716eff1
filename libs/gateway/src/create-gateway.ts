import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  MULTIPART_BODY_LIMITS,
  traceHttpRequests,
  type DatabaseHandle,
  type TesseraConfig,
} from '@tessera/platform';
import { HostApps } from '@tessera/app-users';
import { PublishedPages, WebTemplates } from '@tessera/tenancy';
import { GatewayModule, type GatewayOptions } from './gateway.module.js';
import { registerCompression } from './http/compression.js';
import { connectionLimitOptions, registerUnfinishedBodyLimits } from './http/connection-limits.js';
import { registerTenantResolution } from './http/request-tenant.js';
import { registerSecurityHeaders, securityPolicies } from './http/security-headers.js';
import { trustProxyOption } from './http/trust-proxy.js';
import { setupOpenApi } from './openapi/openapi.js';
import { answerCachedPagesFirst } from './web/cached-pages-first.js';
import { webAppPlugin, webDistDir } from './web/web-app.plugin.js';

/** JSON bodies above this are refused with 413 (uploads go through multipart with their own limit). */
export const JSON_BODY_LIMIT = 1024 * 1024;
export const UPLOAD_LIMIT = 20 * 1024 * 1024;

export async function createGateway(
  config: TesseraConfig,
  database?: DatabaseHandle,
  options: GatewayOptions = {},
): Promise<NestFastifyApplication> {
  const distDir = webDistDir(config);
  const trustProxy = trustProxyOption(config.TRUST_PROXY);
  const adapter = new FastifyAdapter({
    bodyLimit: JSON_BODY_LIMIT,
    // Sign-in limits and logs see the client's address only through proxies the operator trusts.
    trustProxy,
    ...connectionLimitOptions(),
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    GatewayModule.forRoot(config, database, options),
    adapter,
    {
      logger: config.LOG_LEVEL === 'silent' ? false : ['error', 'warn', 'log'],
      abortOnError: false,
      // Stripe's webhook signatures are over the exact bytes received.
      rawBody: true,
    },
  );
  const fastify = app.getHttpAdapter().getInstance();
  const templates =
    distDir === null
      ? null
      : new WebTemplates(distDir, (message) => new Logger('WebApp').warn(message));
  const publishedPages = app.get(PublishedPages);
  const policies = securityPolicies(config.BASE_URL, config.MAPS_TILE_URL);
  if (templates !== null)
    answerCachedPagesFirst(app.getHttpServer(), fastify, {
      hostApps: app.get(HostApps),
      publishedPages,
      templates,
      policies,
      trustProxy,
    });
  // A span per request, continuing the caller's trace (OTEL_EXPORTER_OTLP_ENDPOINT; no-op unset).
  traceHttpRequests(app.getHttpServer(), fastify);
  // Before any route is added, so that every answer (the API's, assets, pages, errors) gets them.
  registerSecurityHeaders(fastify, config.sessionCookies, policies);
  registerUnfinishedBodyLimits(fastify);
  registerTenantResolution(fastify, app.get(HostApps));
  // Before any route too: every text answer is compressed as the client accepts.
  await registerCompression(app);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { ...MULTIPART_BODY_LIMITS, fileSize: UPLOAD_LIMIT, files: 1 },
  });
  setupOpenApi(app);
  await app.register(webAppPlugin, { distDir, templates, publishedPages, policies });
  app.enableShutdownHooks();
  return app;
}
