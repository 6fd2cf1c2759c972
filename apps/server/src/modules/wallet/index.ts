/**
 * The wallet module's front door, all that other modules may import (eslint.config.js): every balance
 * change and its ledger row, the one publisher of balances, balance history.
 */
export { applyBalanceChange, type BalanceChange } from './apply-balance-change';
export { applyBalanceChanges } from './apply-balance-changes';
export { publishBalanceUpdates } from './publish-balance-updates';
export { walletRoutes } from './routes';
export { findBalances } from './wallet-repository';
