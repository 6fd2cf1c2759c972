import type { TFunction } from 'i18next';

import type { ToteSelection } from './bet-slip-items';

type Described = Pick<ToteSelection, 'pool' | 'kind' | 'selections' | 'runners'>;

/**
 * A tote ticket's runners by program number: "1·2·3" for one list (a box, a quinella), positions in
 * order joined by arrows ("1→2·3"), a daily double's two races by a slash ("4 / 7").
 */
export function toteSelectionsText(ticket: Described): string {
  const numbers = new Map(ticket.runners.map((runner) => [runner.entryId, runner.number]));
  const lists = ticket.selections.map((list) => list.map((entryId) => numbers.get(entryId) ?? '–').join('·'));
  return lists.join(ticket.pool === 'daily_double' ? ' / ' : '→');
}

/** "Exacta Combinada 1·2·3": the pool, how it was built (when the pool offers a choice) and the runners. */
export function toteTicketTitle(ticket: Described, t: TFunction): string {
  return [
    t(`tote.pools.${ticket.pool}`),
    ticket.kind ? t(`tote.kinds.${ticket.kind}`) : null,
    toteSelectionsText(ticket),
  ]
    .filter(Boolean)
    .join(' ');
}
