/** Front door (decision 016): deposits and withdrawals players ask for and staff decide (decision 020). */
export { cashierRoutes } from './routes';
