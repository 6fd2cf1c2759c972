import { DrizzleQueryError } from 'drizzle-orm';
import { stdSerializers } from 'pino';

/** An argon2 hash, its parameters (`m=…,t=…,p=…`) and salt included. */
const ARGON2_HASH = /\$argon2[a-z]*\$[^\s"'`)\]}]*/g;
const EMAIL = /[\w.!#%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}/g;
/**
 * Keys whose values are dropped whole: Drizzle puts a failed query's parameters in `params`, and the
 * database's `detail` quotes the values of the row or key that failed.
 */
const SECRET_KEYS = new Set(['params', 'password', 'passwordHash', 'parameters', 'detail']);
/** What a database error says about a failure without quoting a value. */
const DATABASE_ERROR_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'dataType', 'schema', 'routine'];
/** Shorter parameters are not looked for in the database's message: they would cut its words up. */
const SHORTEST_HIDDEN_PARAMETER = 3;

/** Password hashes and e-mail addresses never reach the logs, wherever they appear in a text. */
export function redactSecrets(text: string): string {
  return text.replace(ARGON2_HASH, '[hash]').replace(EMAIL, '[email]');
}

function scrub(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactSecrets(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET_KEYS.has(key) ? '[redacted]' : scrub(item, depth + 1)]),
  );
}

/**
 * The logger's `err` serializer: pino's own, then scrubbed. A failed query (Drizzle's
 * DrizzleQueryError, itself or the cause of another error) is first rewritten without its
 * parameters, and every string left is redacted of hashes and e-mail addresses.
 */
export function serializeError(error: Error) {
  return scrub(stdSerializers.err(withoutParameters(error, 0) as Error), 0) as ReturnType<typeof stdSerializers.err>;
}

/**
 * The error, or a copy of it whose failed query says its SQL and the database's error code but
 * none of its parameters: Drizzle writes them after the SQL into the message (so into the stack),
 * keeps them in `params`, and the database's own error may quote one (its `detail` always quotes
 * the row or the key; a trigger's message or "invalid input syntax for type integer: "…"" can too).
 */
function withoutParameters(error: unknown, depth: number): unknown {
  if (!(error instanceof Error) || depth > 4) return error;
  if (error instanceof DrizzleQueryError) return describeFailedQuery(error);
  const cause = withoutParameters(error.cause, depth + 1);
  if (cause === error.cause) return error;
  const copy = Object.assign(Object.create(Object.getPrototypeOf(error) as object) as Error, error);
  copy.message = error.message;
  copy.stack = error.stack;
  copy.cause = cause;
  return copy;
}

/** What is logged of a DrizzleQueryError, under the same type name. */
class LoggedQueryError extends Error {}
Object.defineProperty(LoggedQueryError, 'name', { value: 'DrizzleQueryError' });

function describeFailedQuery(error: DrizzleQueryError): Error {
  const hide = hidingParameters(error.params);
  const database = (error.cause ?? {}) as Record<string, unknown>;
  const message = `Failed query: ${error.query}`;
  const described = Object.assign(new LoggedQueryError(message), { query: error.query });
  // The frames of where the query was run, under a first line without the parameters.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  described.stack = [`Error: ${message}`, ...frames].join('\n');
  for (const field of DATABASE_ERROR_FIELDS) {
    if (database[field] !== undefined) Object.assign(described, { [field]: database[field] });
  }
  if (error.cause instanceof Error) {
    const cause = new Error(hide(error.cause.message));
    cause.stack = `error: ${cause.message}`;
    described.cause = cause;
  }
  if (typeof database.where === 'string') Object.assign(described, { where: hide(database.where) });
  return described;
}

/** Replaces, in a text, each parameter written as the database would show it. */
function hidingParameters(params: unknown[]): (text: string) => string {
  const texts = params
    .map((param) =>
      typeof param === 'string'
        ? param
        : param instanceof Date
          ? param.toISOString()
          : typeof param === 'number' || typeof param === 'bigint' || typeof param === 'boolean'
            ? String(param)
            : param !== null && typeof param === 'object' && !Buffer.isBuffer(param)
              ? JSON.stringify(param)
              : '',
    )
    .filter((text) => text.length >= SHORTEST_HIDDEN_PARAMETER)
    // The longest first, so a parameter inside another is not what is left of it.
    .sort((a, b) => b.length - a.length);
  return (text) => texts.reduce((hidden, param) => hidden.split(param).join('[param]'), text);
}

/** For pino's `redact`: request fields that may hold a credential. */
export const REDACTED_LOG_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  'email',
  '*.email',
];
