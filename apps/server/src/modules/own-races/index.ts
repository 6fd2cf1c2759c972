/** Front door: race cards staff make for tracks no data service covers. */
export { ownRaceRoutes } from './routes';
