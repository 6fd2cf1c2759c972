import { ZErrorResponseSchema } from '@galope/contracts';

/**
 * A non-2xx answer. `message` keeps the spec's format (`401: {"message":…}`) so logs and tests see
 * the raw answer; `serverMessage` is the server's Spanish text that toasts show.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly code: string | undefined;
  readonly body: unknown;

  constructor(options: { status: number; statusText: string; bodyText: string }) {
    super(`${options.status}: ${options.bodyText || options.statusText}`);
    this.name = 'ApiError';
    this.status = options.status;
    this.body = parseJson(options.bodyText);
    const parsed = ZErrorResponseSchema.safeParse(this.body);
    this.serverMessage = parsed.success ? parsed.data.message : undefined;
    this.code = parsed.success ? parsed.data.code : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/** The server's message when it sent one, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return (isApiError(error) && error.serverMessage) || fallback;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The parsed body and the headers (a pager reads the total from `X-Total-Count`). */
export type ApiResponse<T> = { data: T; headers: Headers };

export interface RequestOptions {
  /** Extra headers, such as the Idempotency-Key of a bet placement. */
  headers?: Record<string, string>;
}

async function send<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // What the player asks for is answered in the page's language (the server words its refusals so).
  if (method !== 'GET') headers['Accept-Language'] = document.documentElement.lang || 'es';
  // A FormData body (an upload) sets its own multipart Content-Type with the boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError({ status: response.status, statusText: response.statusText, bodyText: text });
  }
  return { data: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

async function request<T>(method: Method, path: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return (await send<T>(method, path, body, options)).data;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  getWithHeaders: <T>(path: string) => send<T>('GET', path),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  /** multipart/form-data (file uploads). */
  postForm: <T>(path: string, form: FormData) => request<T>('POST', path, form),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
