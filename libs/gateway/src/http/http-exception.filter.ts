import {
  Catch,
  HttpException,
  Logger,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import {
  AppError,
  isDependencyOutage,
  OUTAGE_MESSAGE,
  OUTAGE_RETRY_AFTER_S,
} from '@tessera/platform';
import type { FastifyReply } from 'fastify';

type ErrorBody = { statusCode: number; error: string; message: string; code?: string };

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** What a dependency outage (database, Redis, job queue) answers: try again shortly. */
export const OUTAGE_BODY = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: OUTAGE_MESSAGE,
  code: 'SERVICE_UNAVAILABLE',
} as const;

/** What any other unexpected error answers: the spec's generic text, never the error's own. */
export const UNEXPECTED_ERROR_BODY = {
  statusCode: 500,
  error: 'Internal Server Error',
  message: 'There was an error. Please try again or reach out via chat',
} as const;

/** Every error leaves as `{statusCode, error, message}`; the web app shows `message`. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost) {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (isDependencyOutage(exception)) {
      this.logger.warn(`Dependency unavailable: ${errorText(exception)}`);
      void reply.status(503).header('Retry-After', String(OUTAGE_RETRY_AFTER_S)).send(OUTAGE_BODY);
      return;
    }
    const body = this.toBody(exception);
    if (body.statusCode >= 500) this.logger.error(errorText(exception));
    if (body.statusCode === 503) void reply.header('Retry-After', String(OUTAGE_RETRY_AFTER_S));
    if (exception instanceof AppError && exception.retryAfterMs !== undefined)
      void reply.header(
        'Retry-After',
        String(Math.max(1, Math.ceil(exception.retryAfterMs / 1000))),
      );
    void reply.status(body.statusCode).send(body);
  }

  private toBody(exception: unknown): ErrorBody & Record<string, unknown> {
    if (exception instanceof AppError) {
      const appError = exception as AppError;
      return {
        ...appError.details,
        statusCode: appError.status,
        error: reasons[appError.status] ?? 'Error',
        message: appError.message,
        code: appError.code,
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'object' && response !== null) {
        const r = response as Record<string, unknown>;
        const raw: unknown = Array.isArray(r['message'])
          ? (r['message'] as unknown[])[0]
          : r['message'];
        const message = typeof raw === 'string' ? raw : exception.message;
        return { ...r, statusCode: status, error: reasons[status] ?? 'Error', message };
      }
      return { statusCode: status, error: reasons[status] ?? 'Error', message: String(response) };
    }
    // Fastify's own errors (body too large, bad JSON, bad content type) carry a statusCode.
    const fastifyError = (exception ?? {}) as {
      statusCode?: number;
      message?: string;
      code?: string;
    };
    if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode < 500) {
      return {
        statusCode: fastifyError.statusCode,
        error: reasons[fastifyError.statusCode] ?? 'Error',
        message: fastifyMessage(fastifyError),
      };
    }
    return { ...UNEXPECTED_ERROR_BODY };
  }
}

function errorText(exception: unknown): string {
  return exception instanceof Error ? (exception.stack ?? exception.message) : String(exception);
}

function fastifyMessage(error: { code?: string; message?: string }): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The JSON body is empty.';
    case undefined:
    default:
      return error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || /JSON/.test(error.message ?? '')
        ? 'The request body is not valid JSON.'
        : (error.message ?? 'Bad Request');
  }
}
