/** Spec §9: the countries with their own flag; every other country shows an international badge. */
export const KNOWN_COUNTRIES = [
  'uk',
  'ireland',
  'wales',
  'usa',
  'france',
  'spain',
  'germany',
  'italy',
  'japan',
  'australia',
  'canada',
] as const;
export type KnownCountry = (typeof KNOWN_COUNTRIES)[number];

const ALIASES: Record<string, KnownCountry> = {
  uk: 'uk',
  gb: 'uk',
  gbr: 'uk',
  'great britain': 'uk',
  'united kingdom': 'uk',
  england: 'uk',
  'reino unido': 'uk',
  ireland: 'ireland',
  ire: 'ireland',
  ie: 'ireland',
  irl: 'ireland',
  irlanda: 'ireland',
  wales: 'wales',
  gales: 'wales',
  usa: 'usa',
  us: 'usa',
  'united states': 'usa',
  'united states of america': 'usa',
  'estados unidos': 'usa',
  france: 'france',
  fr: 'france',
  fra: 'france',
  francia: 'france',
  spain: 'spain',
  es: 'spain',
  esp: 'spain',
  españa: 'spain',
  germany: 'germany',
  de: 'germany',
  ger: 'germany',
  deu: 'germany',
  alemania: 'germany',
  italy: 'italy',
  it: 'italy',
  ita: 'italy',
  italia: 'italy',
  japan: 'japan',
  jp: 'japan',
  jpn: 'japan',
  japón: 'japan',
  australia: 'australia',
  au: 'australia',
  aus: 'australia',
  canada: 'canada',
  ca: 'canada',
  can: 'canada',
  canadá: 'canada',
};

/** The known country a data source's spelling stands for ("GB", "Great Britain" → uk), if any. */
export function knownCountry(country: string | null | undefined): KnownCountry | undefined {
  if (!country) return undefined;
  return ALIASES[country.trim().toLowerCase()];
}

/**
 * The key races are grouped and filtered by: the known country, else the name as sent. Empty names
 * and 'Unknown' are no country at all (spec §2).
 */
export function countryKey(country: string | null | undefined): string | undefined {
  const name = country?.trim();
  if (!name || name.toLowerCase() === 'unknown') return undefined;
  return knownCountry(name) ?? name;
}
