/** Front door (decision 016): race lists, detail and videos. */
export { findFinishedRacesOfDay, findRacesWhere, findRacetracksOfDay } from './races-repository';
export { racingRoutes } from './routes';
export { selectRaceEntries } from './select-race-entries';
