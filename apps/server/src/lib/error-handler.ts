import { cashOutMessageInEnglish, MESSAGES, type TErrorResponse, toteMessageInEnglish } from '@galope/contracts';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './app-error';

/** What a 503 BUSY's Retry-After says: a moment's crowd passes in seconds. */
const BUSY_RETRY_AFTER_SECONDS = 2;

const MESSAGE_BY_STATUS: Record<number, string> = {
  400: 'Solicitud inválida',
  401: MESSAGES.notSignedIn,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  405: 'Método no permitido',
  406: 'Formato de respuesta no disponible',
  409: 'Conflicto con el estado actual',
  413: MESSAGES.tooLarge,
  415: 'Tipo de contenido no admitido: envía JSON',
  429: MESSAGES.rateLimited,
};

/**
 * The one place errors become responses: `{message, code?}` (plus `issues` for validation), Spanish
 * messages, no stack traces, SQL or paths. Anything unexpected is a logged 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | z.core.$ZodError, request, reply) => {
    const say = readersLanguage(request);
    if (error instanceof AppError) {
      // BUSY means "nothing was done, come back shortly": say when.
      if (error.code === 'BUSY') void reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
      const body: TErrorResponse & Record<string, unknown> = {
        message: say(error.message),
        code: error.code,
        ...error.details,
      };
      return reply.status(error.statusCode).send(body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.split('/').filter(Boolean),
        message: issue.message ?? 'Dato inválido',
      }));
      const body: TErrorResponse = {
        message: say(issues[0]?.message ?? MESSAGE_BY_STATUS[400]!),
        code: 'VALIDATION',
        issues,
      };
      return reply.status(400).send(body);
    }

    // A contract that threw instead of reporting an issue (a parse inside a transform) still
    // describes bad input: the client gets the 400 it would have had, not a 500.
    if (error instanceof z.core.$ZodError) {
      const issues = error.issues.map((issue) => ({ path: issue.path.map(String), message: issue.message }));
      request.log.warn({ err: error }, 'zod error thrown outside validation');
      const body: TErrorResponse = {
        message: say(issues[0]?.message ?? MESSAGE_BY_STATUS[400]!),
        code: 'VALIDATION',
        issues,
      };
      return reply.status(400).send(body);
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? MESSAGES.invalidJson
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'El cuerpo de la solicitud está vacío'
            : (MESSAGE_BY_STATUS[status] ?? MESSAGE_BY_STATUS[400]!);
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send({ message, code: codeForStatus(status) });
    }

    if (isDatabaseUnreachable(error)) {
      // Nothing was done and nothing the client sent is wrong: come back in a moment, as when busy.
      request.log.warn({ err: error }, 'database unreachable');
      void reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
      return reply.status(503).send({ message: say(MESSAGES.busy), code: 'BUSY' });
    }

    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ message: MESSAGES.internal, code: 'INTERNAL' });
  });
}

/**
 * A client that asks for English (`Accept-Language: en…`, as the web app sends it from its English
 * pages) reads in English the messages that have an English text (the tote's and the cash out's, so far).
 */
function readersLanguage(request: FastifyRequest): (message: string) => string {
  if (!/^en\b/i.test(request.headers['accept-language'] ?? '')) return (message) => message;
  return (message) => toteMessageInEnglish(message) ?? cashOutMessageInEnglish(message) ?? message;
}

function codeForStatus(status: number): string {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'TOO_LARGE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'VALIDATION';
  }
}

/** Connection failures (SQLSTATE class 08, a server shutting down, no route, a pool out of time). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
]);
const UNREACHABLE_MESSAGE =
  /timeout exceeded when trying to connect|Query read timeout|Connection terminated|Cannot use a pool after calling end|embedded database's thread stopped/;

/** The database cannot be reached: the error itself, or what a query wrapper says it was caused by. */
function isDatabaseUnreachable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 4; cause = cause.cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || /^08/.test(code))) return true;
    if (UNREACHABLE_MESSAGE.test(cause.message)) return true;
  }
  return false;
}
