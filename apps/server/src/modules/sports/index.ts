/** Front door (decision 016): sport event lists and detail. */
export { sportsRoutes } from './routes';
export { findFinishedEventsOfDay } from './sport-events-repository';
