import {
  formatOddsHundredths,
  parseOddsHundredths,
  priceRaceBet,
  type TRaceBetType,
  type TRaceResponse,
  type TResultRace,
  type TResultRunner,
  type TResultsQuery,
  type TResultsResponse,
} from '@galope/contracts';
import type { Db } from '../../db/connect';
import { findFinishedRacesOfDay, findRacetracksOfDay } from '../racing';
import { raceBetOutcome } from '../settlement';
import { findFinishedEventsOfDay } from '../sports';
import { findRacesDividends } from '../tote';

/**
 * A day's results: the finished races with their order and returns, and the finished sport events with
 * their scores. A fixed number of queries however many races (races, their entries, the day's racetracks,
 * every race's tote dividends, the events), so a busy day costs the same round trips as a quiet one.
 */
export async function findDayResults(db: Db, query: TResultsQuery): Promise<TResultsResponse> {
  const { date, kind, racetrackId } = query;
  const withRaces = kind !== 'sports';
  const withEvents = kind !== 'races';
  const [races, racetracks, events] = await Promise.all([
    withRaces ? findFinishedRacesOfDay(db, { day: date, racetrackId }) : [],
    withRaces ? findRacetracksOfDay(db, date) : [],
    withEvents ? findFinishedEventsOfDay(db, date) : [],
  ]);
  const dividends = await findRacesDividends(
    db,
    races.map((race) => race.id),
  );
  return {
    date,
    racetracks,
    races: races.map((race) => toResultRace(race, dividends.get(race.id) ?? { dividends: [], refunds: [] })),
    events: events.map((event) => ({
      id: event.id,
      sport: event.sport,
      tournament: event.tournament,
      homeTeam: event.homeTeam,
      awayTeam: event.awayTeam,
      scheduledTime: event.scheduledTime,
      homeScore: event.homeScore,
      awayScore: event.awayScore,
    })),
  };
}

function toResultRace(race: TRaceResponse, tote: TResultRace['tote']): TResultRace {
  const positions = race.entries.filter((entry) => !entry.scratched).map((entry) => entry.finishPosition);
  const runners = race.entries
    .filter((entry) => !entry.scratched)
    .sort(
      (a, b) =>
        (a.finishPosition ?? Number.MAX_SAFE_INTEGER) - (b.finishPosition ?? Number.MAX_SAFE_INTEGER) ||
        (a.postPosition ?? Number.MAX_SAFE_INTEGER) - (b.postPosition ?? Number.MAX_SAFE_INTEGER),
    )
    .map((entry): TResultRunner => {
      const odds = entry.currentOdds === null ? null : parseOddsHundredths(entry.currentOdds);
      // What settlement paid a 1.00 bet taken at the final odds: the bet type's price at the runner's
      // win odds, a dead heat across the last paying place sharing it (the same function settles bets).
      const pays = (betType: TRaceBetType) => {
        if (odds === null) return null;
        const outcome = raceBetOutcome({
          betType,
          stakeCents: 100,
          oddsHundredths: priceRaceBet(betType, odds),
          raceCancelled: false,
          entry,
          positions,
        });
        return outcome.status === 'won' ? formatOddsHundredths(outcome.payoutCents) : null;
      };
      return {
        entryId: entry.id,
        number: entry.number,
        horseName: entry.horse.name,
        jockeyName: entry.jockey.name,
        finishPosition: entry.finishPosition,
        finalOdds: odds === null ? null : formatOddsHundredths(odds),
        pays: { win: pays('win'), place: pays('place'), show: pays('show') },
      };
    });
  return {
    id: race.id,
    name: race.name,
    scheduledTime: race.scheduledTime,
    racetrack: { id: race.racetrack.id, name: race.racetrack.name, country: race.racetrack.country },
    runners,
    tote,
  };
}
