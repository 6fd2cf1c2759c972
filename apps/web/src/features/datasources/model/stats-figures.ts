import { DATA_SOURCE_IDS } from '@galope/contracts';

const LOCALES: Record<string, string> = { es: 'es-MX', en: 'en-US' };

/** The secondary UK racing feed is counted apart, right after the racing source it follows. */
const ORDER: readonly string[] = [
  DATA_SOURCE_IDS[0],
  DATA_SOURCE_IDS[1],
  'rapidapi-horse-racing',
  ...DATA_SOURCE_IDS.slice(2),
];

/** The statistics map's entries in the sources' usual order; an id the page does not know goes last. */
export function orderStats<T>(stats: Record<string, T>): [string, T][] {
  const rank = (id: string) => {
    const index = ORDER.indexOf(id);
    return index === -1 ? ORDER.length : index;
  };
  return Object.entries(stats).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

/** "1,234" / "1.234" in the page's language. */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(LOCALES[language] ?? 'es-MX').format(value);
}

/** The server's percentage (one decimal) as "97.5%"; null before the first call. */
export function formatRate(rate: number | null, language: string): string | null {
  if (rate === null || !Number.isFinite(rate)) return null;
  return `${new Intl.NumberFormat(LOCALES[language] ?? 'es-MX', { maximumFractionDigits: 1 }).format(rate)}%`;
}

/** How much of today's limit is spent, 0–100; null when the source is unlimited. */
/** The limit that binds today: the lower of our own daily limit and the one the service reports. */
export function effectiveLimit(entry: { dailyLimit: number | null; serviceLimit?: number | null }): number | null {
  const known = [entry.dailyLimit, entry.serviceLimit ?? null].filter((value): value is number => value !== null);
  return known.length === 0 ? null : Math.min(...known);
}

export function usagePercent(callsToday: number, dailyLimit: number | null): number | null {
  if (dailyLimit === null || dailyLimit <= 0) return null;
  return Math.min(100, Math.max(0, (callsToday / dailyLimit) * 100));
}
