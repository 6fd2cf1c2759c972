import { zId } from './ids';
import { zMoney, ZMoneyStringSchema } from './money';
import { zCalendarDateTime } from './date-range';
import { z } from './zod-config';

/**
 * The tote's pools and what their settings and tickets accept. A pool shares its stakes, less the
 * operator's takeout, among the tickets holding the winning combination (apps/server/src/modules/tote).
 */
export const TOTE_POOLS = [
  'win',
  'place',
  'show',
  'exacta',
  'quinella',
  'trifecta',
  'superfecta',
  'daily_double',
] as const;
export type TToteTicketPool = (typeof TOTE_POOLS)[number];

/** How many finishing positions each pool's combination names (quinella: a pair in any order). */
export const TOTE_POOL_POSITIONS: Record<TToteTicketPool, number> = {
  win: 1,
  place: 1,
  show: 1,
  exacta: 2,
  quinella: 2,
  trifecta: 3,
  superfecta: 4,
  daily_double: 2,
};

export const TOTE_BREAKAGES = ['0.01', '0.05', '0.10'] as const;

export const TOTE_MESSAGES = {
  pool: 'Elige una bolsa: win, place, show, exacta, quinella, trifecta, superfecta o daily_double',
  selections: 'Indica una lista de caballos por posición',
  takeout: 'La comisión de cada bolsa debe estar entre 0 y 50 %',
  breakage: 'El redondeo debe ser 0.01, 0.05 o 0.10',
  rounding: 'El redondeo debe ser "down" o "nearest"',
  minimumDividend: 'El dividendo mínimo debe estar entre 0.00 y 5.00 por 1.00',
  placeMethod: 'El método de place debe ser "profit_split" o "pool_split"',
  placePlaces: 'Place paga 2 o 3 puestos',
  minimumStake: 'La apuesta mínima de cada bolsa debe estar entre 0.01 y 100.00',
  unitStake: 'La apuesta por combinación debe ser mayor que US$0.00',
  box: 'Combinada indica true o false',
  positions: 'Indica una lista de caballos por cada posición de la bolsa',
  emptyPosition: 'Cada posición necesita al menos un caballo',
  repeatedRunner: 'Un caballo aparece dos veces en la misma posición',
  boxTooSmall: 'Una combinada necesita más caballos que posiciones tiene la bolsa',
  boxNotOffered: 'Esta bolsa no admite combinada',
  noCombination: 'La selección no forma ninguna combinación sin repetir caballo',
  tooManyCombinations: 'Un boleto admite como máximo 10,000 combinaciones',
  runnerNotInRace: 'Un caballo elegido no corre en esta carrera',
  runnerScratched: 'Un caballo elegido fue retirado',
  poolNotOffered: 'Esta carrera no ofrece esa bolsa',
  raceNotFound: 'Carrera no encontrada',
  raceClosed: 'Las apuestas para esta carrera están cerradas',
  belowMinimum: 'La apuesta mínima por combinación en esta bolsa es',
  stakeTooLarge: 'El boleto supera la apuesta máxima de',
} as const;

/** The same messages in English, for a request that asks for English (Accept-Language: en). */
export const TOTE_MESSAGES_EN: Record<keyof typeof TOTE_MESSAGES, string> = {
  pool: 'Choose a pool: win, place, show, exacta, quinella, trifecta, superfecta or daily_double',
  selections: 'Give one list of runners per position',
  takeout: "Each pool's takeout must be between 0 and 50 %",
  breakage: 'Breakage must be 0.01, 0.05 or 0.10',
  rounding: 'Rounding must be "down" or "nearest"',
  minimumDividend: 'The minimum dividend must be between 0.00 and 5.00 per 1.00',
  placeMethod: 'The place method must be "profit_split" or "pool_split"',
  placePlaces: 'Place pays 2 or 3 places',
  minimumStake: "Each pool's minimum stake must be between 0.01 and 100.00",
  unitStake: 'The stake per combination must be more than US$0.00',
  box: 'Box takes true or false',
  positions: "Give one list of runners for each of the pool's positions",
  emptyPosition: 'Each position needs at least one runner',
  repeatedRunner: 'A runner appears twice in the same position',
  boxTooSmall: 'A box needs more runners than the pool has positions',
  boxNotOffered: 'This pool does not take a box',
  noCombination: 'The selection makes no combination without a runner twice',
  tooManyCombinations: 'A ticket holds at most 10,000 combinations',
  runnerNotInRace: 'A runner chosen does not run in this race',
  runnerScratched: 'A runner chosen was scratched',
  poolNotOffered: 'This race does not offer that pool',
  raceNotFound: 'Race not found',
  raceClosed: 'Betting on this race is closed',
  belowMinimum: 'The minimum stake per combination in this pool is',
  stakeTooLarge: 'The ticket is over the maximum stake of',
};

/** A whole-text tote message in English, if the Spanish one is a tote message (else undefined). */
export function toteMessageInEnglish(spanish: string): string | undefined {
  for (const [key, text] of Object.entries(TOTE_MESSAGES)) {
    if (spanish === text) return TOTE_MESSAGES_EN[key as keyof typeof TOTE_MESSAGES];
    if (spanish.startsWith(`${text} `)) {
      return `${TOTE_MESSAGES_EN[key as keyof typeof TOTE_MESSAGES]}${spanish.slice(text.length)}`;
    }
  }
  return undefined;
}

/** A percentage with at most two decimals, 0 to 50, in hundredths of a percent (15.00 → 1500). */
const zTakeout = z.pipe(
  z.string({ error: TOTE_MESSAGES.takeout }),
  z.transform((value, ctx) => {
    const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(value.trim());
    const basisPoints = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : NaN;
    if (!(basisPoints >= 0 && basisPoints <= 5000)) {
      ctx.issues.push({ code: 'custom', message: TOTE_MESSAGES.takeout, input: value });
      return z.NEVER;
    }
    return basisPoints;
  }),
);

const perPool = <T extends z.core.$ZodType>(schema: T) =>
  z.object(Object.fromEntries(TOTE_POOLS.map((pool) => [pool, schema])) as Record<TToteTicketPool, T>);

const zMinimumStake = zMoney(TOTE_MESSAGES.minimumStake).check(
  z.refine((cents) => cents >= 1 && cents <= 10_000, TOTE_MESSAGES.minimumStake),
);

/** `PUT /api/admin/tote/settings`: what new pools take (a pool keeps what was in force at its first ticket). */
export const ZToteSettingsSchema = z.object({
  takeout: perPool(zTakeout),
  breakage: z.enum(TOTE_BREAKAGES, { error: TOTE_MESSAGES.breakage }),
  rounding: z.enum(['down', 'nearest'], { error: TOTE_MESSAGES.rounding }),
  minimumDividend: zMoney(TOTE_MESSAGES.minimumDividend).check(
    z.refine((cents) => cents <= 500, TOTE_MESSAGES.minimumDividend),
  ),
  placeMethod: z.enum(['profit_split', 'pool_split'], { error: TOTE_MESSAGES.placeMethod }),
  placePlaces: z.union([z.literal(2), z.literal(3)], { error: TOTE_MESSAGES.placePlaces }),
  minimumStake: perPool(zMinimumStake),
});
export type TToteSettingsInput = z.input<typeof ZToteSettingsSchema>;
export type TToteSettings = z.output<typeof ZToteSettingsSchema>;

/** The settings as `GET /api/admin/tote/settings` answers them: percents and amounts as two-decimal strings. */
export const ZToteSettingsFormSchema = z.object({
  takeout: perPool(z.string()),
  breakage: z.enum(TOTE_BREAKAGES),
  rounding: z.enum(['down', 'nearest']),
  minimumDividend: z.string(),
  placeMethod: z.enum(['profit_split', 'pool_split']),
  placePlaces: z.union([z.literal(2), z.literal(3)]),
  minimumStake: perPool(z.string()),
});
export type TToteSettingsForm = z.infer<typeof ZToteSettingsFormSchema>;

/** The US (ARCI) rules: what a new site starts with. */
export const DEFAULT_TOTE_SETTINGS: TToteSettingsInput = {
  takeout: {
    win: '15.00',
    place: '15.00',
    show: '15.00',
    exacta: '19.00',
    quinella: '19.00',
    daily_double: '19.00',
    trifecta: '25.00',
    superfecta: '25.00',
  },
  breakage: '0.10',
  rounding: 'down',
  minimumDividend: '1.05',
  placeMethod: 'profit_split',
  placePlaces: 2,
  minimumStake: {
    win: '1.00',
    place: '1.00',
    show: '1.00',
    exacta: '1.00',
    quinella: '1.00',
    daily_double: '1.00',
    trifecta: '0.50',
    superfecta: '0.10',
  },
};

/** `POST /api/tote/tickets`: one list of runners per position (a box or a quinella: one list). */
export const ZToteTicketRequestSchema = z.object({
  raceId: zId(),
  pool: z.enum(TOTE_POOLS, { error: TOTE_MESSAGES.pool }),
  selections: z
    .array(
      z
        .array(zId(TOTE_MESSAGES.selections), { error: TOTE_MESSAGES.selections })
        .check(z.maxLength(40, TOTE_MESSAGES.selections)),
      { error: TOTE_MESSAGES.selections },
    )
    .check(z.minLength(1, TOTE_MESSAGES.selections), z.maxLength(4, TOTE_MESSAGES.selections)),
  unitStake: zMoney(TOTE_MESSAGES.unitStake).check(z.refine((cents) => cents > 0, TOTE_MESSAGES.unitStake)),
  box: z.optional(z.boolean({ error: TOTE_MESSAGES.box })),
});
export type TToteTicketRequest = z.input<typeof ZToteTicketRequestSchema>;

export const TOTE_POOL_STATUSES = ['open', 'closed', 'final', 'refunded'] as const;

/** What a combination would pay per 1.00 if it won now (null: nothing staked on it). */
export const ZToteProbableSchema = z.object({
  selection: z.array(z.int()),
  amount: ZMoneyStringSchema,
  probable: z.nullable(ZMoneyStringSchema),
});
export type TToteProbable = z.infer<typeof ZToteProbableSchema>;

/** `GET /api/races/{id}/pools`. */
export const ZRacePoolsResponseSchema = z.object({
  raceId: z.int(),
  status: z.enum(TOTE_POOL_STATUSES),
  nextRaceId: z.nullable(z.int()),
  pools: z.array(
    z.object({
      pool: z.enum(TOTE_POOLS),
      status: z.enum(TOTE_POOL_STATUSES),
      takeout: z.string(),
      minimumStake: ZMoneyStringSchema,
      total: ZMoneyStringSchema,
      probables: z.array(ZToteProbableSchema),
    }),
  ),
});
export type TRacePoolsResponse = z.infer<typeof ZRacePoolsResponseSchema>;

/** `GET /api/races/{id}/dividends`: per 1.00; several per pool after a dead heat. */
export const ZRaceDividendsResponseSchema = z.object({
  dividends: z.array(z.object({ pool: z.enum(TOTE_POOLS), selection: z.array(z.int()), dividend: ZMoneyStringSchema })),
  refunds: z.array(z.object({ pool: z.enum(TOTE_POOLS), selection: z.array(z.int()) })),
});
export type TRaceDividendsResponse = z.infer<typeof ZRaceDividendsResponseSchema>;

/** `POST /api/tote/tickets` 201 (and 200 when an Idempotency-Key is replayed). */
export const ZToteTicketResponseSchema = z.object({
  id: z.int(),
  raceId: z.int(),
  pool: z.enum(TOTE_POOLS),
  combinations: z.int(),
  unitStake: ZMoneyStringSchema,
  cost: ZMoneyStringSchema,
  status: z.enum(['pending', 'won', 'lost', 'refunded']),
  balance: ZMoneyStringSchema,
});
export type TToteTicketResponse = z.infer<typeof ZToteTicketResponseSchema>;

/** `GET /api/user/tote-tickets`: the player's tickets, newest first. */
export const ZUserToteTicketsResponseSchema = z.object({
  tickets: z.array(
    z.object({
      id: z.int(),
      raceId: z.int(),
      raceName: z.string(),
      racetrack: z.string(),
      scheduledTime: z.string(),
      pool: z.enum(TOTE_POOLS),
      selections: z.array(z.array(z.object({ entryId: z.int(), number: z.nullable(z.int()), horseName: z.string() }))),
      box: z.boolean(),
      combinations: z.int(),
      unitStake: ZMoneyStringSchema,
      cost: ZMoneyStringSchema,
      status: z.enum(['pending', 'won', 'lost', 'refunded']),
      paid: ZMoneyStringSchema,
      refunded: ZMoneyStringSchema,
      placedAt: z.string(),
      settledAt: z.nullable(z.string()),
    }),
  ),
});
export type TUserToteTicketsResponse = z.infer<typeof ZUserToteTicketsResponseSchema>;

/** `GET /api/admin/tote/races/{id}`: each pool's accounting, to the cent. */
export const ZToteRaceAccountingResponseSchema = z.object({
  pools: z.array(
    z.object({
      pool: z.enum(TOTE_POOLS),
      status: z.enum(TOTE_POOL_STATUSES),
      total: ZMoneyStringSchema,
      refunds: ZMoneyStringSchema,
      takeout: ZMoneyStringSchema,
      breakage: ZMoneyStringSchema,
      paid: ZMoneyStringSchema,
      minusPoolCost: ZMoneyStringSchema,
    }),
  ),
});

export const OWN_RACE_MESSAGES = {
  racetrackName: 'Indica el nombre del hipódromo',
  country: 'Indica el país del hipódromo',
  name: 'Indica el nombre de la carrera',
  scheduledTime: 'Indica la fecha y hora de la carrera',
  distance: 'La distancia debe ser un número entero de metros entre 100 y 10,000',
  entries: 'Una carrera necesita entre 1 y 40 caballos',
  number: 'El número de programa debe ser un entero entre 1 y 99',
  numberRepeated: 'Dos caballos tienen el mismo número de programa',
  horseName: 'Indica el nombre de cada caballo',
  weight: 'El peso debe ser un entero de libras entre 50 y 200',
  morningLine: 'La cuota de mañana debe ser decimal, al menos 1.01 (por ejemplo 3.50)',
  started: 'La carrera ya salió: no se puede cambiar',
  notOwn: 'Solo se cambian las carreras creadas por el personal',
  hasBets: 'La carrera ya tiene apuestas: no se pueden reemplazar sus caballos',
  entryNotFound: 'Ese caballo no corre en esta carrera',
  alreadyScratched: 'Ese caballo ya fue retirado',
} as const;

const shortText = (message: string, max: number) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, message));
const optionalText = (max: number) => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max))));

const zOwnEntry = z.object({
  number: z
    .int({ error: OWN_RACE_MESSAGES.number })
    .check(z.gte(1, OWN_RACE_MESSAGES.number), z.lte(99, OWN_RACE_MESSAGES.number)),
  horseName: shortText(OWN_RACE_MESSAGES.horseName, 200),
  jockeyName: optionalText(200),
  trainerName: optionalText(200),
  weight: z.optional(
    z.nullable(
      z
        .int({ error: OWN_RACE_MESSAGES.weight })
        .check(z.gte(50, OWN_RACE_MESSAGES.weight), z.lte(200, OWN_RACE_MESSAGES.weight)),
    ),
  ),
  morningLine: z.optional(
    z.nullable(
      z.string({ error: OWN_RACE_MESSAGES.morningLine }).check(
        z.regex(/^\d{1,4}(\.\d{1,2})?$/, OWN_RACE_MESSAGES.morningLine),
        z.refine((value) => Number(value) >= 1.01, OWN_RACE_MESSAGES.morningLine),
      ),
    ),
  ),
});

const zOwnEntries = z.array(zOwnEntry, { error: OWN_RACE_MESSAGES.entries }).check(
  z.minLength(1, OWN_RACE_MESSAGES.entries),
  z.maxLength(40, OWN_RACE_MESSAGES.entries),
  z.refine(
    (entries) => new Set(entries.map((entry) => entry.number)).size === entries.length,
    OWN_RACE_MESSAGES.numberRepeated,
  ),
);

const ownRaceFields = {
  racetrack: z.object(
    {
      name: shortText(OWN_RACE_MESSAGES.racetrackName, 200),
      country: shortText(OWN_RACE_MESSAGES.country, 100),
      city: optionalText(200),
    },
    { error: OWN_RACE_MESSAGES.racetrackName },
  ),
  name: shortText(OWN_RACE_MESSAGES.name, 300),
  scheduledTime: zCalendarDateTime(),
  distance: z
    .int({ error: OWN_RACE_MESSAGES.distance })
    .check(z.gte(100, OWN_RACE_MESSAGES.distance), z.lte(10_000, OWN_RACE_MESSAGES.distance)),
  surface: optionalText(50),
  entries: zOwnEntries,
};

/** `POST /api/admin/races`: a race card no data service covers. */
export const ZCreateOwnRaceRequestSchema = z.object(ownRaceFields);
export type TCreateOwnRaceRequest = z.infer<typeof ZCreateOwnRaceRequestSchema>;

/** `PATCH /api/admin/races/{id}`: any of the same fields (entries replace the card while nothing is bet on it). */
export const ZUpdateOwnRaceRequestSchema = z.partial(z.object(ownRaceFields));
export type TUpdateOwnRaceRequest = z.infer<typeof ZUpdateOwnRaceRequestSchema>;

/** An own race as staff see it (`GET /api/admin/races`, and the answer to a create or change). */
export const ZOwnRaceResponseSchema = z.object({
  id: z.int(),
  name: z.string(),
  racetrack: z.object({ name: z.string(), country: z.nullable(z.string()), city: z.nullable(z.string()) }),
  scheduledTime: z.string(),
  distance: z.nullable(z.int()),
  surface: z.nullable(z.string()),
  status: z.string(),
  entries: z.array(
    z.object({
      id: z.int(),
      number: z.nullable(z.int()),
      horseName: z.string(),
      jockeyName: z.nullable(z.string()),
      trainerName: z.nullable(z.string()),
      weight: z.nullable(z.int()),
      morningLine: z.nullable(z.string()),
      scratched: z.boolean(),
      finishPosition: z.nullable(z.int()),
    }),
  ),
});
export type TOwnRaceResponse = z.infer<typeof ZOwnRaceResponseSchema>;

/** `GET /api/admin/races`: the own races, newest scheduled first. */
export const ZOwnRacesResponseSchema = z.object({ races: z.array(ZOwnRaceResponseSchema) });
export type TOwnRacesResponse = z.infer<typeof ZOwnRacesResponseSchema>;
export type TToteRaceAccountingResponse = z.infer<typeof ZToteRaceAccountingResponseSchema>;
