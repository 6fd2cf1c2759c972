/**
 * The racing module's front door, all that other modules may import (eslint.config.js): race lists,
 * detail and videos.
 */
export { findRacesWhere } from './races-repository';
export { racingRoutes } from './routes';
