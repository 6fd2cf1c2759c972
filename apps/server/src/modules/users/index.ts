/**
 * The users module's front door, all that other modules may import (eslint.config.js): profile,
 * password, language, settings, and the back office's user management.
 */
export { adminUserRoutes } from './admin-routes';
export { userRoutes } from './routes';
