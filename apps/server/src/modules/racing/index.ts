/** Front door (decision 016): race lists, detail and videos. */
export { findRacesWhere } from './races-repository';
export { racingRoutes } from './routes';
