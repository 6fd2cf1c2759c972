import { parseOddsHundredths } from './odds';
import { fromNotAfterTo, rangeError, zCalendarDateTime, zSiteDay } from './date-range';
import { RACE_BET_TYPES, SPORT_BET_TYPES } from './enums';
import { zId } from './ids';
import { BET_MESSAGES, MESSAGES } from './messages';
import { zMoney } from './money';
import { zRepeatedField } from './repeated-field';
import { z } from './zod-config';

/** What placing a bet and reading one's movements and statement accept; the bets as answered: betting.ts. */

/** A stake: money above zero, in cents. */
const zStake = zMoney(BET_MESSAGES.amount, { tooManyDecimals: MESSAGES.amountTooManyDecimals }).check(
  z.refine((cents) => cents > 0, BET_MESSAGES.amount),
);

/** The price the player accepted, in hundredths; the server prices the bet and answers PRICE_CHANGED on a difference. */
const zAcceptedOdds = z.pipe(
  z.union([z.string(), z.number()], { error: BET_MESSAGES.odds }),
  z.transform((value, ctx) => {
    const hundredths = parseOddsHundredths(value);
    if (hundredths === null) {
      ctx.issues.push({ code: 'custom', message: BET_MESSAGES.odds, input: value });
      return z.NEVER;
    }
    return hundredths;
  }),
);

export const ZPlaceRaceBetRequestSchema = z.object({
  raceId: zId(BET_MESSAGES.raceId),
  raceEntryId: zId(BET_MESSAGES.entryId),
  betType: z.enum(RACE_BET_TYPES, { error: BET_MESSAGES.betType }),
  amount: zStake,
  odds: zAcceptedOdds,
  /** Accepted for compatibility and ignored: the server always recomputes it. */
  potentialWinnings: z.optional(z.unknown()),
});
export type TPlaceRaceBetRequest = z.input<typeof ZPlaceRaceBetRequestSchema>;

export const ZPlaceSportBetRequestSchema = z
  .object({
    sportEventId: zId(BET_MESSAGES.eventId),
    sportBetType: z.enum(SPORT_BET_TYPES, { error: BET_MESSAGES.sportBetType }),
    /** Repeats sportBetType (older screens send both); may be left out. */
    betType: z.optional(z.enum(SPORT_BET_TYPES, { error: BET_MESSAGES.betTypeMismatch })),
    sportTeam: z.optional(z.string().check(z.maxLength(200))),
    sport: z.optional(z.string().check(z.maxLength(50))),
    tournament: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
    homeTeam: z.optional(z.string().check(z.maxLength(200))),
    awayTeam: z.optional(z.string().check(z.maxLength(200))),
    eventScheduledTime: z.optional(zCalendarDateTime()),
    amount: zStake,
    odds: zAcceptedOdds,
    potentialWinnings: z.optional(z.unknown()),
  })
  .check(zRepeatedField('betType', 'sportBetType', BET_MESSAGES.betTypeMismatch));
export type TPlaceSportBetRequest = z.input<typeof ZPlaceSportBetRequestSchema>;

export const ZBalanceHistoryQuerySchema = z.object({
  limit: z._default(
    z.coerce
      .number({ error: 'limit debe ser un número entre 1 y 100' })
      .check(
        z.int('limit debe ser un número entre 1 y 100'),
        z.gte(1, 'limit debe ser un número entre 1 y 100'),
        z.lte(100, 'limit debe ser un número entre 1 y 100'),
      ),
    20,
  ),
});

/** `GET /api/user/statement.csv?from=YYYY-MM-DD&to=YYYY-MM-DD`: days of the site's calendar, both included. */
export const ZStatementQuerySchema = z
  .object({ from: zSiteDay, to: zSiteDay })
  .check(z.refine(fromNotAfterTo, rangeError));
export type TStatementQuery = z.infer<typeof ZStatementQuerySchema>;
