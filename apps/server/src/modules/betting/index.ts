/** Front door (decision 016): placing race and sport bets, bet history; the rules every bet obeys. */
export { checkStake, getBetLimits } from './bet-limits';
export { groupCommit, type GroupedRow } from './bet-batches';
export { betRefusal } from './bet-refusal';
export { bettingRoutes } from './routes';
export { type BetRow, getBetResponse, toBetResponse } from './bets-repository';
export { createRecentAnswers, type RecentAnswers } from './recent-answers';
