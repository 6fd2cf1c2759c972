import { describe, expect, it } from 'vitest';
import { raceBetOutcome, sportBetOutcome } from './race-bet-outcome';

const bet = (betType: 'win' | 'place' | 'show', finishPosition: number | null, positions = [1, 2, 3, 4, 5]) =>
  raceBetOutcome({
    betType,
    stakeCents: 1000,
    oddsHundredths: 350,
    raceCancelled: false,
    entry: { scratched: false, finishPosition },
    positions,
  });

describe('race bet outcome', () => {
  it.each([
    ['win', 1, 'won'],
    ['win', 2, 'lost'],
    ['place', 1, 'won'],
    ['place', 2, 'won'],
    ['place', 3, 'lost'],
    ['show', 3, 'won'],
    ['show', 4, 'lost'],
  ] as const)('%s on a runner finishing %i is %s', (betType, position, status) => {
    const outcome = bet(betType, position);
    expect(outcome.status).toBe(status);
    expect(outcome.payoutCents).toBe(status === 'won' ? 3500 : 0);
  });

  it('a runner that did not finish loses', () => {
    expect(bet('show', null)).toEqual({ status: 'lost', payoutCents: 0 });
  });

  it('a scratched runner or a cancelled race returns the stake', () => {
    const base = { betType: 'win' as const, stakeCents: 1234, oddsHundredths: 500, positions: [] };
    expect(raceBetOutcome({ ...base, raceCancelled: false, entry: { scratched: true, finishPosition: null } })).toEqual(
      {
        status: 'cancelled',
        payoutCents: 1234,
      },
    );
    expect(raceBetOutcome({ ...base, raceCancelled: true, entry: { scratched: false, finishPosition: 1 } })).toEqual({
      status: 'cancelled',
      payoutCents: 1234,
    });
  });

  it('a dead heat for first halves a win bet, paid at full odds', () => {
    expect(bet('win', 1, [1, 1, 3, 4])).toEqual({ status: 'won', payoutCents: 1750 });
  });

  it('a dead heat inside the paying places pays in full', () => {
    expect(bet('place', 1, [1, 1, 3, 4])).toEqual({ status: 'won', payoutCents: 3500 });
  });

  it('three tied for second on a place bet: one place among three', () => {
    expect(bet('place', 2, [1, 2, 2, 2])).toEqual({ status: 'won', payoutCents: 1167 });
  });
});

describe('sport bet outcome', () => {
  const sport = (selection: 'home' | 'draw' | 'away', homeScore: number, awayScore: number) =>
    sportBetOutcome({
      selection,
      stakeCents: 1000,
      potentialWinningsCents: 2100,
      eventCancelled: false,
      homeScore,
      awayScore,
    });

  it('pays the selection that matches the final score', () => {
    expect(sport('home', 2, 1).status).toBe('won');
    expect(sport('away', 2, 1).status).toBe('lost');
    expect(sport('draw', 1, 1)).toEqual({ status: 'won', payoutCents: 2100 });
    expect(sport('home', 1, 1).status).toBe('lost');
  });
});
