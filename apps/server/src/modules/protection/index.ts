/** Front door (decision 016): a player's limits, time-out and self-exclusion (docs/rules/player-protection.md). */
export { assertDepositAllowed } from './assert-deposit-allowed';
export { protectionRoutes } from './routes';
export { notifyProtectionEnds } from './notify-protection-ends';
