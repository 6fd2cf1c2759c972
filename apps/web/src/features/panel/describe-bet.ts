import type { TBetResponse } from '@galope/contracts';

export type BetKind = 'race' | 'sport';

/** The bet types the history labels: Ganador/Segundo/Tercero for races, home/draw/away for sports. */
const BET_TYPES = ['win', 'place', 'show', 'home', 'draw', 'away'] as const;
export type KnownBetType = (typeof BET_TYPES)[number];

export interface BetDescription {
  kind: BetKind;
  /** Race name, or "Home vs Away"; null when the server no longer has it. */
  event: string | null;
  /** The horse of a race bet, the tournament of a sport bet. */
  detail: string | null;
  /** The team backed on a sport bet (null for a draw, whose label says it all, and for races). */
  selection: string | null;
  /**
   * A known bet type to translate, or the raw text the server sent. A sport bet named by its team has
   * none: "Local" beside a tennis player's name says nothing.
   */
  betType: { known: KnownBetType } | { raw: string } | null;
}

function isKnownBetType(value: string): value is KnownBetType {
  return (BET_TYPES as readonly string[]).includes(value);
}

/** What the bet history shows of a bet (spec §3 "Bet as shown in history"). */
export function describeBet(bet: TBetResponse): BetDescription {
  const kind: BetKind = bet.sportEventId !== null || bet.eventTitle !== null ? 'sport' : 'race';
  const typeText = (kind === 'sport' ? (bet.sportBetType ?? bet.betType) : bet.betType).trim().toLowerCase();
  const betType = typeText ? (isKnownBetType(typeText) ? { known: typeText } : { raw: typeText.toUpperCase() }) : null;

  if (kind === 'race') {
    return {
      kind,
      event: bet.raceEntry?.race.name || bet.race?.name || null,
      detail: bet.raceEntry?.horse.name || bet.selection || null,
      selection: null,
      betType,
    };
  }
  const teams = bet.homeTeam && bet.awayTeam ? `${bet.homeTeam} vs ${bet.awayTeam}` : null;
  const selection = bet.sportBetType === 'draw' ? null : bet.selection?.trim() || null;
  return {
    kind,
    event: bet.eventTitle || teams,
    detail: bet.tournament || bet.sport || null,
    selection,
    betType: selection ? null : betType,
  };
}
