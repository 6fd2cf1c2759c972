/** Front door: search across races, horses, jockeys, racetracks and sport events. */
export { searchRoutes } from './routes';
