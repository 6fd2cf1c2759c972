import type { TSportEventResponse } from '@galope/contracts';

const HOUR = 3_600_000;

type Sample = Pick<
  TSportEventResponse,
  | 'sport'
  | 'tournament'
  | 'homeTeam'
  | 'awayTeam'
  | 'status'
  | 'homeScore'
  | 'awayScore'
  | 'odds'
  | 'country'
  | 'venue'
  | 'city'
> & { offsetHours: number };

const SAMPLES: Sample[] = [
  {
    sport: 'football',
    tournament: 'LaLiga',
    homeTeam: 'Real Madrid',
    awayTeam: 'FC Barcelona',
    status: 'live',
    homeScore: 1,
    awayScore: 1,
    odds: { home: '2.40', draw: '3.20', away: '2.90' },
    country: 'Spain',
    venue: 'Santiago Bernabéu',
    city: 'Madrid',
    offsetHours: -1,
  },
  {
    sport: 'basketball',
    tournament: 'NBA',
    homeTeam: 'Los Angeles Lakers',
    awayTeam: 'Boston Celtics',
    status: 'live',
    homeScore: 58,
    awayScore: 61,
    odds: { home: '2.10', away: '1.75' },
    country: 'USA',
    venue: 'Crypto.com Arena',
    city: 'Los Angeles',
    offsetHours: -1,
  },
  {
    sport: 'football',
    tournament: 'Premier League',
    homeTeam: 'Arsenal',
    awayTeam: 'Liverpool',
    status: 'scheduled',
    homeScore: null,
    awayScore: null,
    odds: { home: '2.30', draw: '3.40', away: '3.00' },
    country: 'UK',
    venue: 'Emirates Stadium',
    city: 'London',
    offsetHours: 3,
  },
  {
    sport: 'tennis',
    tournament: 'Roland Garros',
    homeTeam: 'C. Alcaraz',
    awayTeam: 'J. Sinner',
    status: 'scheduled',
    homeScore: null,
    awayScore: null,
    odds: { home: '1.85', away: '1.95' },
    country: 'France',
    venue: 'Court Philippe-Chatrier',
    city: 'Paris',
    offsetHours: 20,
  },
  {
    sport: 'football',
    tournament: 'Serie A',
    homeTeam: 'Inter',
    awayTeam: 'Juventus',
    status: 'finished',
    homeScore: 2,
    awayScore: 0,
    odds: { home: '2.05', draw: '3.30', away: '3.60' },
    country: 'Italy',
    venue: 'San Siro',
    city: 'Milano',
    offsetHours: -20,
  },
  {
    sport: 'basketball',
    tournament: 'Liga ACB',
    homeTeam: 'Unicaja',
    awayTeam: 'Valencia Basket',
    status: 'finished',
    homeScore: 88,
    awayScore: 81,
    odds: { home: '1.70', away: '2.15' },
    country: 'Spain',
    venue: 'Palacio de Deportes Martín Carpena',
    city: 'Málaga',
    offsetHours: -26,
  },
];

/**
 * Stand-ins for the sports tabs when the server has no fixtures at all (spec §2). Negative ids mark
 * them as samples: they have no detail page and cannot be bet on.
 */
export function sampleSportEvents(now = Date.now()): TSportEventResponse[] {
  return SAMPLES.map(({ offsetHours, ...sample }, index) => ({
    ...sample,
    id: -(index + 1),
    externalId: null,
    scheduledTime: new Date(Math.round((now + offsetHours * HOUR) / HOUR) * HOUR).toISOString(),
    actualStartTime: null,
    actualEndTime: null,
    details: null,
    recentForm: null,
    headToHead: null,
  }));
}
