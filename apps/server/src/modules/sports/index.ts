/**
 * The sports module's front door, all that other modules may import (eslint.config.js): sport event
 * lists and detail.
 */
export { sportsRoutes } from './routes';
