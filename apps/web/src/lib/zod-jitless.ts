import { z } from 'zod/mini';

/**
 * zod compiles a fast parser for each object schema with `new Function`, unless told not to. The
 * site's Content-Security-Policy (`script-src 'self'`, DESIGN §11) forbids that: zod's probe was refused
 * and reported on every page (Lighthouse's best practices: a Content Security Policy issue). This
 * module is main.tsx's first import, so the setting is in place before the contracts build a schema.
 */
z.config({ jitless: true });
