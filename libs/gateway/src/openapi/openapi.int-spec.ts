import { describe, expect, it, jest } from '@jest/globals';
import { listRoutes } from '../routes/route-table.js';
import { useTestGateway } from '../testing/test-gateway.js';

// Jest reads testTimeout only globally, not per project: integration files set their own.
jest.setTimeout(60_000);

type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, { tags?: string[]; requestBody?: unknown }>>;
};

/** Nest's `:param` patterns in OpenAPI's `{param}` form. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)\??/g, '{$1}');

describe('OpenAPI documentation', () => {
  const gateway = useTestGateway({ kind: 'pglite' }, { reset: false });

  it('serves the JSON document without a session, listing the owner API', async () => {
    const res = await gateway.app.inject({ method: 'GET', url: '/api/docs-json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const document = res.json<OpenApiDocument>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth',
        '/api/auth/signup',
        '/api/auth/login',
        '/api/auth/logout',
        '/api/auth/handoff',
        '/api/admin/login',
        '/api/admin/session',
        '/api/admin/users',
        '/api/board/workspace',
        '/api/getENV/{setting}',
      ]),
    );
    expect(document.paths['/api/auth/signup']?.['post']).toMatchObject({
      tags: ['auth'],
      requestBody: {
        content: {
          'application/json': {
            schema: { properties: { email: expect.anything(), password: expect.anything() } },
          },
        },
      },
    });
  });

  it('documents every controller route, including those added later by other modules', async () => {
    const document = (
      await gateway.app.inject({ method: 'GET', url: '/api/docs-json' })
    ).json<OpenApiDocument>();
    const missing = listRoutes(gateway.app)
      .filter((route) => route.method !== 'ALL')
      .filter((route) => !document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
  });

  it('serves the UI and its swagger-ui assets through Fastify', async () => {
    const page = await gateway.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // The page names its assets relative to /api/docs; each must be served.
    const assets = [...page.body.matchAll(/(?:href|src)="\.\/([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(assets).toEqual(
      expect.arrayContaining([
        'docs/swagger-ui.css',
        'docs/swagger-ui-bundle.js',
        'docs/swagger-ui-init.js',
      ]),
    );
    for (const asset of assets) {
      const res = await gateway.app.inject({ method: 'GET', url: `/api/${asset}` });
      expect([asset, res.statusCode]).toEqual([asset, 200]);
    }
  });
});
