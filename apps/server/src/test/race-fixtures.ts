import type { TRaceStatus } from '@galope/contracts';
import type { Db } from '../db/connect';
import { horses, jockeys, owners, raceEntries, races, racetracks, sportEvents, trainers } from '../db/schema';

let sequence = 0;

/** A racetrack, a race and its runners written straight to the database, for read-side tests. */
export async function createRace(
  db: Db,
  options: {
    status?: TRaceStatus;
    runners?: number;
    scheduledTime?: Date;
    country?: string;
    trackName?: string;
    scratched?: number[];
    /** Each runner's [current odds, morning line] by post position; by default both lengthen with it. */
    prices?: readonly (readonly [string | null, string | null])[];
    /**
     * Names as long as real ones get, for what is measured by its size: a horse's name is registered
     * with at most 18 characters; the simulator's longest race name has 35, its longest jockey's 19.
     */
    longNames?: boolean;
    /** A finished race's placings by post position; by default the runners finished in post order. */
    finishPositions?: readonly (number | null)[];
  } = {},
) {
  sequence += 1;
  const tag = `${process.pid}-${sequence}`;
  const named = (short: string, long: string, length: number) =>
    options.longNames ? long.padEnd(length, ' de la Sierra').slice(0, length) : short;
  const [track] = await db
    .insert(racetracks)
    .values({
      externalId: `t-${tag}`,
      name: options.trackName ?? named(`Hipódromo ${tag}`, `Hipódromo ${tag}`, 30),
      location: 'Madrid',
      country: options.country ?? 'Spain',
      surface: 'Turf',
    })
    .returning();
  const [trainer] = await db
    .insert(trainers)
    .values({ name: `Entrenador ${tag}` })
    .returning();
  const [owner] = await db
    .insert(owners)
    .values({ name: `Propietario ${tag}` })
    .returning();
  const runners = options.runners ?? 6;
  const horseRows = await db
    .insert(horses)
    .values(
      Array.from({ length: runners }, (_, index) => ({
        externalId: `h-${tag}-${index}`,
        name: named(`Caballo ${tag}-${index + 1}`, `Sombra ${index + 1}-${tag}`, 20),
        age: 4,
        trainerId: trainer!.id,
        ownerId: owner!.id,
      })),
    )
    .returning();
  const jockeyRows = await db
    .insert(jockeys)
    .values(
      Array.from({ length: runners }, (_, index) => ({
        externalId: `j-${tag}-${index}`,
        name: named(`Jinete ${tag}-${index + 1}`, `Jinete ${index + 1}-${tag}`, 24),
      })),
    )
    .returning();
  const status = options.status ?? 'scheduled';
  const [race] = await db
    .insert(races)
    .values({
      racetrackId: track!.id,
      externalId: `r-${tag}`,
      name: named(`Premio ${tag}`, `Gran Premio ${tag}`, 50),
      distance: 1600,
      distanceF: '8.0',
      category: 'Flat',
      surface: 'Turf',
      scheduledTime: options.scheduledTime ?? new Date(Date.now() + 30 * 60_000),
      status,
      winnerId: status === 'finished' ? horseRows[0]!.id : null,
    })
    .returning();
  const entries = await db
    .insert(raceEntries)
    .values(
      horseRows.map((horse, index) => ({
        raceId: race!.id,
        horseId: horse.id,
        jockeyId: jockeyRows[index]!.id,
        postPosition: index + 1,
        morningLineOdds: options.prices ? options.prices[index]![1] : (2 + index).toFixed(2),
        currentOdds: options.prices ? options.prices[index]![0] : (2 + index + 0.5).toFixed(2),
        scratched: options.scratched?.includes(index) ?? false,
        finishPosition:
          status === 'finished' ? (options.finishPositions ? options.finishPositions[index]! : index + 1) : null,
      })),
    )
    .returning();
  return { race: race!, track: track!, horses: horseRows, entries };
}

export async function createSportEvent(
  db: Db,
  options: { status?: 'scheduled' | 'live' | 'finished'; sport?: string; scheduledTime?: Date; draw?: boolean } = {},
) {
  sequence += 1;
  const [event] = await db
    .insert(sportEvents)
    .values({
      externalId: `e-${process.pid}-${sequence}`,
      sport: options.sport ?? 'football',
      tournament: 'La Liga',
      homeTeam: `Local ${sequence}`,
      awayTeam: `Visitante ${sequence}`,
      scheduledTime: options.scheduledTime ?? new Date(Date.now() + 60 * 60_000),
      status: options.status ?? 'scheduled',
      homeScore: options.status === 'scheduled' || !options.status ? null : 1,
      awayScore: options.status === 'scheduled' || !options.status ? null : 0,
      odds: options.draw === false ? { home: '1.80', away: '2.05' } : { home: '2.10', away: '3.40', draw: '3.20' },
      country: 'Spain',
      venue: 'Estadio',
      city: 'Madrid',
      details: { referee: 'Árbitro', attendance: 40_000 },
      recentForm: { home: ['W', 'D', 'L'], away: ['L', 'L', 'W'] },
      headToHead: {
        total: 10,
        homeWins: 5,
        awayWins: 3,
        lastMeeting: { date: '2026-03-01', result: '2-1', venue: 'Estadio' },
      },
    })
    .returning();
  return event!;
}
