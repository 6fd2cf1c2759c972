import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import type { Db } from '../../../db/connect';
import { type CallErrorType, recordCall, reserveCall } from './call-budget';
import { sourceError } from './data-source-error';
import type { HttpPolicy, StatsId } from '../config/source-catalogue';

export const DEFAULT_HTTP_POLICY: HttpPolicy = {
  timeoutMs: 10_000,
  maxRetries: 2,
  backoffMs: 500,
  maxRetryAfterMs: 30_000,
  delayScale: 1,
};

/** How one external service is called, and how it signals its quota. */
export type ServiceDefinition = {
  statsId: StatsId;
  name: string;
  baseUrl: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  /** The quota the service reports in an answer's headers. */
  remaining?: (headers: Headers) => number | undefined;
  /**
   * What one answer cost in the service's own units, when it says so (The Odds API charges credits:
   * its list of sports is free, a page of odds costs markets × regions): the day's count follows the
   * service's, not the number of requests.
   */
  cost?: (headers: Headers) => number | undefined;
  /** The daily limit of the plan, when the service says it in an answer's headers. */
  limit?: (headers: Headers) => number | undefined;
  /** An answer (any status) that says the plan's quota is spent: not retried, and nothing more today. */
  quotaSpent?: (status: number, body: unknown) => string | null;
  /** A 2xx answer that is still a failure (API-Football puts its errors in a 200). */
  failureIn?: (body: unknown) => string | null;
  /** The service's own rate limit: the least time between two requests. */
  minIntervalMs?: number;
};

export type QueryValue = string | number | readonly string[] | undefined;
export type SourceClient = {
  readonly service: ServiceDefinition;
  get<S extends z.ZodType>(path: string, query: Record<string, QueryValue>, schema: S): Promise<z.output<S>>;
};

/** Reads a numeric header, e.g. x-requests-remaining. */
export function numericHeader(headers: Headers, name: string): number | undefined {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? Math.max(0, Math.floor(number)) : undefined;
}

/**
 * GET requests to one service with its authentication, a time-out, retries with backoff (Retry-After
 * honoured) on 429/5xx, its quota signals, and every request counted in api_stats — and refused
 * before it is made when the daily limit or the service's quota is spent.
 */
export function createSourceHttpClient(db: Db, service: ServiceDefinition, policy: HttpPolicy): SourceClient {
  let nextSlotAt = 0;
  const pace = async () => {
    if (!service.minIntervalMs) return;
    const now = Date.now();
    const wait = nextSlotAt - now;
    nextSlotAt = Math.max(now, nextSlotAt) + service.minIntervalMs * policy.delayScale;
    if (wait > 0) await sleep(wait);
  };

  const fail = async (
    errorType: CallErrorType,
    message: string,
    httpStatus?: number,
    remaining?: number,
    cost?: number,
  ) => {
    await recordCall(db, service.statsId, { ok: false, errorType, remaining, cost });
    const code = errorType === 'quota' ? 'QUOTA_EXHAUSTED' : 'UPSTREAM_ERROR';
    return sourceError(code, message, { errorType, httpStatus });
  };

  return {
    service,
    async get(path, query, schema) {
      const url = buildUrl(service.baseUrl, path, { ...query, ...service.query });
      for (let attempt = 0; ; attempt++) {
        const refusal = await reserveCall(db, service.statsId);
        if (refusal === 'daily_limit') {
          throw sourceError('DAILY_LIMIT_REACHED', `Límite diario de llamadas alcanzado para ${service.name}`);
        }
        if (refusal === 'quota') {
          throw sourceError(
            'QUOTA_EXHAUSTED',
            `Cuota agotada en ${service.name}: el servicio no admite más llamadas hoy`,
          );
        }
        await pace();

        let response: Response;
        let text: string;
        try {
          response = await fetch(url, {
            headers: { accept: 'application/json', ...service.headers },
            signal: AbortSignal.timeout(policy.timeoutMs),
          });
          text = await response.text();
        } catch (error) {
          const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
          if (timedOut) {
            throw await fail('timeout', `${service.name} no respondió a tiempo (${policy.timeoutMs / 1000} s)`);
          }
          const failure = await fail('network', `No se pudo conectar con ${service.name}`);
          if (attempt < policy.maxRetries) {
            await sleep(backoff(policy, attempt) * policy.delayScale);
            continue;
          }
          throw failure;
        }

        const remaining = service.remaining?.(response.headers);
        const cost = service.cost?.(response.headers);
        const body = parseJson(text);
        const quota = service.quotaSpent?.(response.status, body);
        if (quota) {
          throw await fail('quota', `Cuota agotada en ${service.name}: ${quota}`, response.status, 0);
        }
        if (!response.ok) {
          const failure = await fail(
            `http_${response.status}`,
            httpFailureMessage(service.name, response.status),
            response.status,
            remaining,
            cost,
          );
          const retryable = response.status === 429 || response.status >= 500;
          if (retryable && attempt < policy.maxRetries) {
            const delay = retryAfterMs(response.headers) ?? backoff(policy, attempt);
            if (delay <= policy.maxRetryAfterMs) {
              await sleep(delay * policy.delayScale);
              continue;
            }
          }
          throw failure;
        }
        const apiError = service.failureIn?.(body) ?? errorOnlyBody(body);
        if (apiError) {
          throw await fail(
            'api_error',
            `${service.name} devolvió un error: ${apiError}`,
            response.status,
            remaining,
            cost,
          );
        }
        const parsed = body === undefined ? undefined : schema.safeParse(body);
        if (!parsed?.success) {
          throw await fail(
            'bad_response',
            `${service.name} respondió con un formato inesperado`,
            response.status,
            remaining,
            cost,
          );
        }
        await recordCall(db, service.statsId, { ok: true, remaining, cost, limit: service.limit?.(response.headers) });
        return parsed.data;
      }
    },
  };
}

/** Keys an error answer carries and a data answer never has alone. */
const ERROR_KEYS = new Set(['detail', 'message', 'error', 'error_code', 'code', 'status', 'statusCode']);

/**
 * A 2xx whose body is only an error (`{"detail":"Not authenticated"}` from TheRacingAPI,
 * `{"message":"You are not subscribed to this API."}` from RapidAPI): its text, else null. Read as
 * data, the schemas' optional lists would take it for an empty day.
 */
export function errorOnlyBody(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const entries = Object.entries(body);
  if (entries.length === 0 || entries.some(([key]) => !ERROR_KEYS.has(key))) return null;
  const record = body as Record<string, unknown>;
  const text = [record.detail, record.message, record.error].find((value) => typeof value === 'string');
  return typeof text === 'string' && text.trim() !== '' ? text.trim().slice(0, 300) : null;
}

function buildUrl(baseUrl: string, path: string, query: Record<string, QueryValue>): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${path}`);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    // Array parameters travel as repeated keys (region_codes=gb&region_codes=ire).
    if (Array.isArray(value)) for (const item of value as readonly string[]) url.searchParams.append(key, item);
    else url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function backoff(policy: HttpPolicy, attempt: number): number {
  const base = policy.backoffMs * 2 ** attempt;
  return base + Math.random() * base * 0.25;
}

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function httpFailureMessage(name: string, status: number): string {
  if (status === 401 || status === 403) {
    return `${name} rechazó las credenciales o el plan no incluye este dato (HTTP ${status})`;
  }
  if (status === 429) return `${name} limitó las llamadas (HTTP 429): inténtalo más tarde`;
  if (status >= 500) return `${name} no está disponible (HTTP ${status})`;
  return `${name} respondió HTTP ${status}`;
}
