import type { TSportBetType, TSportEventResponse } from '@galope/contracts';

/**
 * What a sport selection is called on screen: the team's or the player's name (a tennis match has no
 * home side), the draw's word for a draw, and the side's word (Local, Visitante) only when the source
 * gave no name.
 */
export function selectionName(
  event: Pick<TSportEventResponse, 'homeTeam' | 'awayTeam'>,
  type: TSportBetType,
  t: (key: string) => string,
): string {
  if (type === 'draw') return t('eventPage.draw');
  const name = (type === 'home' ? event.homeTeam : event.awayTeam).trim();
  return name || t(`eventPage.${type}`);
}
