/** Front door (decision 016): every balance change and its ledger row; the one publisher of balances. */
export { applyBalanceChange, type BalanceChange } from './apply-balance-change';
export { applyBalanceChanges } from './apply-balance-changes';
export { lockBalance } from './lock-balance';
export { walletRoutes } from './routes';
export { announceBalances, withBalanceChanges, withBalanceStatement } from './with-balance-changes';
export { findBalances } from './wallet-repository';
