import { z } from 'zod/mini';

/**
 * Classic zod compiles a fast parser for each object schema with `new Function`, after a probe the
 * site's Content-Security-Policy (`script-src 'self'`, docs/ARCHITECTURE.md) refuses and reports on every page
 * (Lighthouse's best practices: a Content Security Policy issue). The browser's schemas are zod/mini,
 * whose objects are not compiled; this setting keeps any object schema from probing all the same. It
 * is main.tsx's first import, so it is in place before the contracts build a schema.
 */
z.config({ jitless: true });
