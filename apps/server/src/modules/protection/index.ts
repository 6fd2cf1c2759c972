/** Front door (decision 016): a player's limits, time-out and self-exclusion (DESIGN §10). */
export { assertDepositAllowed } from './assert-deposit-allowed';
export { protectionRoutes } from './routes';
