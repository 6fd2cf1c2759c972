/** Front door: a day's results, races and sport events, in one request. */
export { resultsRoutes } from './routes';
