/** Front door (decision 016): cash out of pending bets, its settings and its live values. */
export { cashOutRoutes } from './routes';
