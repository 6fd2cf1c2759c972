/**
 * The race tab the board opens on when the player has not chosen one, from how many races are live and
 * upcoming (undefined: not known yet). "live" while races run; with nothing running, "upcoming", also
 * while those still load: the board does not say that nothing is live for a moment before it moves on.
 * Nothing live and nothing upcoming: "live", with its hint to come back.
 */
export function firstRaceTab(live: number | undefined, upcoming: number | undefined): 'live' | 'upcoming' {
  return live === 0 && upcoming !== 0 ? 'upcoming' : 'live';
}
