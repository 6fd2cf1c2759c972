/** Front door: the tote's pools, tickets, settlement and routes. */
export { notifySettledPools } from './notify-settled-pools';
export { settleTote } from './settle-tote';
export { toteRoutes } from './routes';
export { findRacesDividends } from './tote-repository';
