import { stdSerializers } from 'pino';

const ARGON2_HASH = /\$argon2[a-z]*\$[^\s"'`,)\]}]*/g;
const EMAIL = /[\w.!#%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}/g;
/** Keys whose values are dropped whole: Drizzle puts a failed query's parameters in `params`. */
const SECRET_KEYS = new Set(['params', 'password', 'passwordHash', 'parameters']);

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
 * The logger's `err` serializer: pino's own, then scrubbed. A failed query's error carries its SQL
 * and parameters in the message, in `params` and in the driver's `cause` (a unique violation's
 * `detail` names the e-mail), so every string of it is redacted and the parameters are dropped.
 */
export function serializeError(error: Error) {
  return scrub(stdSerializers.err(error), 0) as ReturnType<typeof stdSerializers.err>;
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
