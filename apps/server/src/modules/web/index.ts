/**
 * The web module's front door, all that other modules may import (eslint.config.js): the built web app
 * and the SPA fallback.
 */
export { webRoutes } from './routes';
