import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** The owner API's interactive documentation; the JSON document sits beside it. */
export const OPENAPI_UI_PATH = 'api/docs';
export const OPENAPI_JSON_PATH = 'api/docs-json';

/**
 * Documents every controller route from its `@ApiDoc` (the same zod schemas that validate it). The
 * document is built on first request, once every module has registered its routes. Both paths are
 * plain Fastify routes outside Nest's guards, so they are public by construction.
 */
export function setupOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Tessera API')
    .setDescription(
      'The owner API of Tessera. Guarded routes need the `tessera_session` cookie set by sign-in; ' +
        'admin routes also need the `tessera_admin` cookie set by admin sign-in. When the server ' +
        'is served over https, both names carry the `__Host-` prefix. Every write but sign-up and ' +
        'sign-in takes an optional `Idempotency-Key` header (1 to 255 printable ASCII characters): ' +
        'a retry with the same key and body gets the first answer (with `Idempotent-Replayed: ' +
        'true`) for 24 hours; the same key with another body answers 422, and one sent while the ' +
        'first is still running 409.',
    )
    .setVersion('1')
    .addCookieAuth('tessera_session')
    .build();
  SwaggerModule.setup(
    OPENAPI_UI_PATH,
    app,
    () =>
      // Tags come from each route's @ApiDoc; controller-name tags would list every route twice.
      SwaggerModule.createDocument(app, config, { autoTagControllers: false }),
    {
      jsonDocumentUrl: OPENAPI_JSON_PATH,
      raw: ['json'],
      customSiteTitle: 'Tessera API',
    },
  );
}
