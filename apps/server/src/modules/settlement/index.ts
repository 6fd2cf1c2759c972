/** Front door (decision 016): settling races and events, the sweep, results pending, cancellations. */
export { cancelRace } from './cancel-race';
export { claimRaceFinish } from './claim-race-finish';
export { findSettlementLag } from './find-settlement-lag';
export { markResultsPending } from './mark-results-pending';
export { settlementRoutes } from './routes';
export { settlePending } from './settle-pending';
export { settleRace } from './settle-race';
export { settleSportEvent } from './settle-sport-event';
export { sportUpdateOf } from './sport-update-of';
export { raceBetOutcome } from './race-bet-outcome';
export { SETTLEMENT_LOCK } from './settle-bets';
