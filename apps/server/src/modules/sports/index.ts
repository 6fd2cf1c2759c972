/** Front door (decision 016): sport event lists and detail. */
export { sportsRoutes } from './routes';
