import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';

type ApiDocOptions = {
  tag: string;
  summary: string;
  body?: z.ZodType;
  /** Status -> schema of the answer (a description string when there is no body). */
  responses?: Record<number, z.ZodType | string>;
};

/** Documents a route in the OpenAPI document (/api/docs) from the same zod schemas that validate it. */
export function ApiDoc({ tag, summary, body, responses = {} }: ApiDocOptions) {
  const decorators = [ApiTags(tag), ApiOperation({ summary })];
  if (body) decorators.push(ApiBody({ schema: toOpenApi(body) }));
  for (const [status, answer] of Object.entries(responses)) {
    decorators.push(
      typeof answer === 'string'
        ? ApiResponse({ status: Number(status), description: answer })
        : ApiResponse({ status: Number(status), description: summary, schema: toOpenApi(answer) }),
    );
  }
  return applyDecorators(...decorators);
}

function toOpenApi(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    unrepresentable: 'any',
    io: 'input',
  });
}
