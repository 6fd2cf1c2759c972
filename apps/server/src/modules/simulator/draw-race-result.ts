import { createRng } from './create-rng';
import { impliedChances } from './race-book';
import { CURRENCY_SIGNS, type CurrencyCode, USD_MICROS_PER_UNIT } from './racing-catalogue';

/** How a race is run and how it finishes; pure, seeded per race. */

/** Seconds per furlong on each going, for a mile on the flat (shorter races are quicker per furlong). */
const SECONDS_PER_FURLONG: Record<string, number> = {
  Firm: 11.75,
  'Good to Firm': 11.9,
  Good: 12.1,
  'Good to Soft': 12.4,
  Soft: 12.8,
  Heavy: 13.4,
  Fast: 11.95,
  Muddy: 12.3,
  Sloppy: 12.25,
  Standard: 12.0,
  'Standard to Fast': 11.9,
  'Standard to Slow': 12.3,
};
/** Jumping costs time: hurdles and fences are slower than a flat race over the same trip. */
const JUMPS_EXTRA_SECONDS: Record<string, number> = { Hurdle: 1.9, Chase: 2.6, 'NH Flat': 1.3 };

/** The winner's time: about 12 s a furlong, adjusted for the going, the trip and the obstacles. */
export function raceRunningSeconds(options: {
  /** raceStreamKey(race). */
  key: string;
  distanceF: number;
  going: string | null;
  type: string | null;
}): number {
  const { key, distanceF, going, type } = options;
  const rng = createRng(key, 'running-time');
  const perFurlong =
    (SECONDS_PER_FURLONG[going ?? ''] ?? 12.1) + (distanceF - 8) * 0.06 + (JUMPS_EXTRA_SECONDS[type ?? ''] ?? 0);
  return round3(distanceF * perFurlong * (1 + rng.normal(0, 0.012)));
}

export type ResultRunner = { entryId: number; postPosition: number; odds: number };
export type Placing = {
  entryId: number;
  postPosition: number;
  position: number;
  /** Seconds, three decimals. */
  finishSeconds: number;
  /** Lengths behind the horse in front (0 for the winner). */
  beatenByLengths: number;
  /** Lengths behind the winner. */
  overallBeatenBy: number;
  comment: string;
};

/**
 * Draws the finishing order by sequential sampling without replacement, each pick weighted by the
 * runner's chance as the final odds imply it (a Plackett–Luce draw), then the margins between them.
 */
export function drawRaceResult(options: {
  /** raceStreamKey(race). */
  key: string;
  runners: readonly ResultRunner[];
  winnerSeconds: number;
  type: string | null;
  going: string | null;
}): Placing[] {
  const { key, runners, winnerSeconds, type, going } = options;
  const rng = createRng(key, 'result');
  const jumps = type === 'Hurdle' || type === 'Chase';
  const chances = impliedChances(runners.map((runner) => runner.odds));
  const left = runners.map((runner, i) => ({ runner, chance: chances[i]! }));
  const order: ResultRunner[] = [];
  while (left.length > 0) {
    const index = rng.weighted(left.map((item) => item.chance));
    order.push(left.splice(index, 1)[0]!.runner);
  }

  const secondsPerLength = jumps ? 0.25 : going === 'Soft' || going === 'Heavy' ? 0.22 : 0.2;
  const meanGap = jumps ? 3 : 1.5;
  let overall = 0;
  return order.map((runner, i) => {
    let gap = 0;
    if (i > 0) {
      const close = rng.next();
      // Photo finishes: nose, short head, head, neck; otherwise lengths in quarters.
      if (close < 0.06) gap = 0.05;
      else if (close < 0.1) gap = 0.1;
      else if (close < 0.15) gap = 0.2;
      else if (close < 0.25) gap = 0.3;
      else gap = Math.min(30, Math.max(0.5, Math.round(-Math.log(1 - rng.next()) * meanGap * 4) / 4));
    }
    overall = Math.round((overall + gap) * 100) / 100;
    return {
      entryId: runner.entryId,
      postPosition: runner.postPosition,
      position: i + 1,
      finishSeconds: round3(winnerSeconds + overall * secondsPerLength),
      beatenByLengths: gap,
      overallBeatenBy: overall,
      comment: runComment(rng.next(), i + 1, order.length, jumps),
    };
  });
}

const WINNER_COMMENTS = [
  'Siempre delante, ganó con autoridad',
  'Esperó atrás, atacó en la recta y se impuso',
  'Remontó en los últimos 200 metros para ganar',
  'Disputó la cabeza desde la salida y resistió al final',
  'Cómodo en todo momento, ganó con margen',
  'Bien colocado, cambió de ritmo y se fue',
];
const PLACED_COMMENTS = [
  'Persiguió al ganador sin poder alcanzarlo',
  'Terminó con fuerza, llegó tarde',
  'En la pelea hasta el final, cedió por poco',
  'Lideró hasta la última curva, aguantó bien',
  'Encerrado en la recta, terminó muy bien cuando encontró hueco',
];
const MIDFIELD_COMMENTS = [
  'Corrió en el grupo, terminó a su ritmo',
  'Sin ritmo para inquietar a los primeros',
  'Prominente, se apagó en los últimos 300 metros',
  'Abierto en las curvas, mantuvo el ritmo',
  'Progresó a media recta sin llegar a amenazar',
];
const BACKMARKER_COMMENTS = [
  'Nunca entró en carrera',
  'Lento en la salida, siempre atrás',
  'Se quedó sin fuerzas a mitad de recta',
  'Atrás en todo momento',
];
const JUMPS_COMMENTS = [' tras saltar bien', ' pese a un error en el último obstáculo', ''];

function runComment(draw: number, position: number, runners: number, jumps: boolean): string {
  const list =
    position === 1
      ? WINNER_COMMENTS
      : position <= 3
        ? PLACED_COMMENTS
        : position > runners - 2 && runners > 5
          ? BACKMARKER_COMMENTS
          : MIDFIELD_COMMENTS;
  const index = Math.floor(draw * list.length);
  const suffix = jumps && position <= 3 ? JUMPS_COMMENTS[index % JUMPS_COMMENTS.length]! : '';
  return `${list[index]!}${suffix}`;
}

/** Share of the prize fund by finishing position, in basis points (UK-style: 57/20/10/6/4/3 %). */
const PRIZE_SPLIT_BPS = [5700, 2000, 1000, 600, 400, 300] as const;

/** `'£25,000'` → 25000 GBP; null when the text is not one the simulator wrote. */
export function parsePrize(prize: string | null): { amount: number; currency: CurrencyCode } | null {
  if (!prize) return null;
  const match = /^([^\d]+)([\d,]+)$/.exec(prize);
  if (!match) return null;
  const entry = Object.entries(CURRENCY_SIGNS).find(([, sign]) => sign === match[1]);
  if (!entry) return null;
  return { amount: Number(match[2]!.replaceAll(',', '')), currency: entry[0] as CurrencyCode };
}

export function formatPrize(amount: number, currency: CurrencyCode): string {
  return `${CURRENCY_SIGNS[currency]}${amount.toLocaleString('en-US')}`;
}

/** Prize money won at each position (1-based), in cents of the race's currency; positions out of the money get 0. */
export function prizeCentsByPosition(amount: number, runners: number): number[] {
  const fundCents = amount * 100;
  const paid = Math.min(runners, PRIZE_SPLIT_BPS.length);
  const shares = Array.from({ length: runners }, (_, i) =>
    i < paid ? Math.floor((fundCents * PRIZE_SPLIT_BPS[i]!) / 10_000) : 0,
  );
  return shares;
}

/** Converts cents of a currency to US cents at the fixed rate, in integers (half up). */
export function toUsdCents(cents: number, currency: CurrencyCode): number {
  return Math.floor((cents * USD_MICROS_PER_UNIT[currency] + 500_000) / 1_000_000);
}

/** `95.432` → `'1:35.432'`. */
export function formatRaceTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds - minutes * 60;
  return `${minutes}:${rest.toFixed(3).padStart(6, '0')}`;
}

export function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
