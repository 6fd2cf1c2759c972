import { z } from './zod-config';

/** Longer than any page's address with its query; a longer one is no page of ours. */
const MAX_RETURN_PATH = 2000;

/** A page's path: plain segments, none starting with a dot ("/./api", "/x/../api" are the API once resolved). */
const PAGE_PATH = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*\/?$/;

/**
 * The page to go back to once signed in, or null: only a page of this site, as a path ("/race/12",
 * "/panel?tab=wallet"). Anything that could leave the site (another origin, "//host", a backslash,
 * which browsers read as a slash, a control character) is refused, and so are the sign-in page
 * itself and the API, whose addresses are actions (/api/logout signs out), not pages.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_RETURN_PATH || !value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  const path = value.split(/[?#]/, 1)[0]!;
  if (!PAGE_PATH.test(path)) return null;
  const first = path.split('/')[1]!.toLowerCase();
  if (first === 'auth' || first === 'api') return null;
  return value;
}

/**
 * GET /api/login, a page navigation: `next` is the page to come back to. Whatever else arrives (two
 * `next`s) is no page, and the sign-in opens without one rather than answering an error.
 */
export const ZLoginPageQuerySchema = z.object({ next: z.catch(z.optional(z.string()), undefined) });
