/*
 * The bet slip's front door (decision 016): what the races and sports features may use. The slip's
 * state (BetSlipProvider) and its dock are mounted by src/app and the pages; placing a bet, whether
 * from the slip, a /betting row or an event's direct bet, goes through usePlaceBets. A tote ticket goes
 * into the slip (useBetSlip().addTote) or, confirmed on the race page, straight to placeToteTicket.
 */
export { placeToteTicket, type PlaceToteTicketVariables } from './api/place-tote-ticket';
export { betAmounts } from './bet-amounts';
export { type PriceChange, priceChange } from './bet-failure';
export { useBetSlip } from './bet-slip';
export {
  type RaceSelection,
  raceBetOdds,
  type SlipError,
  type SportSelection,
  type ToteSelection,
  type ToteTicketKind,
} from './bet-slip-items';
export { BetSlipDock } from './components/bet-slip-dock';
export { SlipItemError } from './components/slip-item-error';
export { StakeInput } from './components/stake-input';
export { useBetMessage } from './use-bet-message';
export { type BetTicket, invalidStakeMessage, usePlaceBets } from './use-place-bets';
