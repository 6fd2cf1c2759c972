/**
 * The betting module's front door, all that other modules may import (eslint.config.js): placing race
 * and sport bets, and bet history.
 */
export { bettingRoutes } from './routes';
