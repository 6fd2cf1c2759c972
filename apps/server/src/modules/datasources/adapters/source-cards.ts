import type { TSportEventStatus } from '@galope/contracts';

/*
 * What every adapter maps its service's answers onto: one shape for a race card, a race result and a
 * sport event, whatever the source. External ids carry the source's prefix (`tra:rac_11743160`).
 */

export type PersonCard = { externalId: string; name: string; region?: string | null };

export type TrackCard = {
  externalId: string;
  name: string;
  location?: string | null;
  country?: string | null;
  regionCode?: string | null;
  regionName?: string | null;
  surface?: string | null;
};

export type HorseCard = {
  externalId: string;
  name: string;
  dateOfBirth?: string | null;
  age?: number | null;
  sex?: string | null;
  sexCode?: string | null;
  colour?: string | null;
  region?: string | null;
  breeder?: string | null;
  /** Carried weight, pounds. */
  weight?: number | null;
  form?: string | null;
  lastRun?: number | null;
  officialRating?: number | null;
  rpr?: number | null;
  tsr?: number | null;
  headgear?: string | null;
  windSurgery?: string | null;
  windSurgeryRun?: string | null;
  trainer?: PersonCard | null;
  owner?: PersonCard | null;
  sire?: PersonCard | null;
  dam?: PersonCard | null;
  damsire?: PersonCard | null;
};

export type JockeyCard = PersonCard & { claimLbs?: number | null; silkUrl?: string | null };

export type RunnerCard = {
  horse: HorseCard;
  jockey: JockeyCard | null;
  postPosition: number | null;
  /** Decimal price ("4.50"), the bookmakers' consensus; null when the source has none. */
  odds: string | null;
  scratched: boolean;
};

export type RaceCard = {
  externalId: string;
  track: TrackCard;
  name: string;
  scheduledTime: Date;
  offTime?: string | null;
  offDt?: Date | null;
  distance?: number | null;
  distanceF?: string | null;
  category?: string | null;
  pattern?: string | null;
  raceClass?: string | null;
  type?: string | null;
  ageBand?: string | null;
  ratingBand?: string | null;
  prize?: string | null;
  fieldSize?: number | null;
  going?: string | null;
  surface?: string | null;
  /** Abandoned or called off by the source: the race is cancelled and its bets refunded. */
  cancelled: boolean;
  runners: RunnerCard[];
};

export type ResultRunnerCard = {
  horseExternalId: string;
  horseName: string;
  /** Null: did not finish (pulled up, fell…), which loses. */
  position: number | null;
  startingPrice?: string | null;
  startingPriceDecimal?: string | null;
  draw?: number | null;
  beatenByLengths?: string | null;
  overallBeatenBy?: string | null;
  timeTaken?: string | null;
  officialRating?: number | null;
  rpr?: number | null;
  tsr?: number | null;
  prizeWon?: string | null;
  comment?: string | null;
};

/** A finished race's result: the runners who ran, in any order (those missing were non-runners). */
export type RaceResultCard = {
  raceExternalId: string;
  /** To find the same race when another source wrote it: course and off time. */
  courseName: string;
  scheduledTime: Date;
  runners: ResultRunnerCard[];
};

/** Prices of one race from an odds-only source, by runner name. */
export type RaceOddsCard = {
  scheduledTime: Date;
  courseName: string | null;
  prices: { horseName: string; odds: string }[];
};

export type SportEventCard = {
  externalId: string;
  sport: string;
  tournament: string | null;
  homeTeam: string;
  awayTeam: string;
  scheduledTime: Date;
  status: TSportEventStatus;
  homeScore: number | null;
  awayScore: number | null;
  odds: { home: string; away: string; draw?: string } | null;
  country?: string | null;
  venue?: string | null;
  city?: string | null;
  referee?: string | null;
};
