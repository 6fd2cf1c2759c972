/** Front door (decision 016): placing race and sport bets, bet history. */
export { bettingRoutes } from './routes';
