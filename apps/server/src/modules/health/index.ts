/**
 * The health module's front door, all that other modules may import (eslint.config.js): liveness and
 * readiness.
 */
export { healthRoutes } from './routes';
