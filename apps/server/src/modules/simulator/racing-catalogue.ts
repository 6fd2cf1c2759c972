/**
 * The racing world the simulator draws from: regions, real racetracks of the countries the board has flags for, and the
 * daily meeting slots that keep the board busy around the clock.
 */

export type RegionCode = 'GB' | 'IRE' | 'USA' | 'FR' | 'ES' | 'JPN' | 'AUS' | 'CAN' | 'GER' | 'ITY';
/** As the board's flags name countries. */
export type Country =
  | 'UK'
  | 'Wales'
  | 'Ireland'
  | 'USA'
  | 'France'
  | 'Spain'
  | 'Japan'
  | 'Australia'
  | 'Canada'
  | 'Germany'
  | 'Italy'
  | 'Mexico'
  | 'Argentina'
  | 'Peru'
  | 'Chile'
  | 'Uruguay';
export type Surface = 'Turf' | 'Dirt' | 'All-Weather';
export type CurrencyCode = 'GBP' | 'EUR' | 'USD' | 'CAD' | 'AUD' | 'JPY';

export const REGIONS: readonly { code: RegionCode; name: string; currency: CurrencyCode }[] = [
  { code: 'GB', name: 'Great Britain', currency: 'GBP' },
  { code: 'IRE', name: 'Ireland', currency: 'EUR' },
  { code: 'USA', name: 'United States', currency: 'USD' },
  { code: 'FR', name: 'France', currency: 'EUR' },
  { code: 'ES', name: 'Spain', currency: 'EUR' },
  { code: 'JPN', name: 'Japan', currency: 'JPY' },
  { code: 'AUS', name: 'Australia', currency: 'AUD' },
  { code: 'CAN', name: 'Canada', currency: 'CAD' },
  { code: 'GER', name: 'Germany', currency: 'EUR' },
  { code: 'ITY', name: 'Italy', currency: 'EUR' },
];

export const CURRENCY_SIGNS: Record<CurrencyCode, string> = {
  GBP: '£',
  EUR: '€',
  USD: '$',
  CAD: 'C$',
  AUD: 'A$',
  JPY: '¥',
};

/**
 * Fixed conversion to US dollars, in millionths of a dollar per unit, so that earnings (kept in USD,
 * the site's currency) are computed in integers. Rates are round figures, not a market feed.
 */
export const USD_MICROS_PER_UNIT: Record<CurrencyCode, number> = {
  GBP: 1_270_000,
  EUR: 1_080_000,
  USD: 1_000_000,
  CAD: 730_000,
  AUD: 660_000,
  JPY: 6_700,
};

/** Flat only, jumps only (National Hunt), or a mixed programme. */
export type TrackCode = 'flat' | 'jumps' | 'mixed';

export type TrackDefinition = {
  key: string;
  name: string;
  city: string;
  country: Country;
  region: RegionCode;
  timeZone: string;
  /** The first is the track's main surface. */
  surfaces: readonly Surface[];
  code: TrackCode;
  /** Distances are set in furlongs (UK, Ireland, North America) or in round metres (elsewhere). */
  units: 'furlongs' | 'metres';
  /** The prize's currency where it is not the region's (Latin American tracks draw their people from Spain's, post in dollars). */
  currency?: CurrencyCode;
};

const gb = { country: 'UK', region: 'GB', timeZone: 'Europe/London', units: 'furlongs' } as const;
const wales = { country: 'Wales', region: 'GB', timeZone: 'Europe/London', units: 'furlongs' } as const;
const ire = { country: 'Ireland', region: 'IRE', timeZone: 'Europe/Dublin', units: 'furlongs' } as const;
const usEast = { country: 'USA', region: 'USA', timeZone: 'America/New_York', units: 'furlongs' } as const;
const usWest = { country: 'USA', region: 'USA', timeZone: 'America/Los_Angeles', units: 'furlongs' } as const;
const fr = { country: 'France', region: 'FR', timeZone: 'Europe/Paris', units: 'metres' } as const;
const es = { country: 'Spain', region: 'ES', timeZone: 'Europe/Madrid', units: 'metres' } as const;
const jpn = { country: 'Japan', region: 'JPN', timeZone: 'Asia/Tokyo', units: 'metres' } as const;
const mel = { country: 'Australia', region: 'AUS', timeZone: 'Australia/Melbourne', units: 'metres' } as const;
const syd = { country: 'Australia', region: 'AUS', timeZone: 'Australia/Sydney', units: 'metres' } as const;
const ger = { country: 'Germany', region: 'GER', timeZone: 'Europe/Berlin', units: 'metres' } as const;
const ity = { country: 'Italy', region: 'ITY', timeZone: 'Europe/Rome', units: 'metres' } as const;
/** Latin America's tracks: Spanish-named horses and riders (region ES), their own zone and currency. */
const latam = (country: Country, timeZone: string) =>
  ({ country, region: 'ES', timeZone, units: 'metres', currency: 'USD' }) as const;

export const RACETRACKS: readonly TrackDefinition[] = [
  { key: 'ascot', name: 'Ascot', city: 'Ascot', surfaces: ['Turf'], code: 'mixed', ...gb },
  { key: 'newmarket', name: 'Newmarket', city: 'Newmarket', surfaces: ['Turf'], code: 'flat', ...gb },
  { key: 'epsom', name: 'Epsom Downs', city: 'Epsom', surfaces: ['Turf'], code: 'flat', ...gb },
  { key: 'york', name: 'York', city: 'York', surfaces: ['Turf'], code: 'flat', ...gb },
  { key: 'goodwood', name: 'Goodwood', city: 'Chichester', surfaces: ['Turf'], code: 'flat', ...gb },
  { key: 'cheltenham', name: 'Cheltenham', city: 'Cheltenham', surfaces: ['Turf'], code: 'jumps', ...gb },
  { key: 'aintree', name: 'Aintree', city: 'Liverpool', surfaces: ['Turf'], code: 'jumps', ...gb },
  { key: 'sandown', name: 'Sandown Park', city: 'Esher', surfaces: ['Turf'], code: 'mixed', ...gb },
  { key: 'haydock', name: 'Haydock Park', city: 'Newton-le-Willows', surfaces: ['Turf'], code: 'mixed', ...gb },
  { key: 'kempton', name: 'Kempton Park', city: 'Sunbury-on-Thames', surfaces: ['All-Weather'], code: 'flat', ...gb },
  {
    key: 'lingfield',
    name: 'Lingfield Park',
    city: 'Lingfield',
    surfaces: ['All-Weather', 'Turf'],
    code: 'flat',
    ...gb,
  },
  {
    key: 'wolverhampton',
    name: 'Wolverhampton',
    city: 'Wolverhampton',
    surfaces: ['All-Weather'],
    code: 'flat',
    ...gb,
  },
  { key: 'chepstow', name: 'Chepstow', city: 'Chepstow', surfaces: ['Turf'], code: 'mixed', ...wales },
  { key: 'ffos-las', name: 'Ffos Las', city: 'Trimsaran', surfaces: ['Turf'], code: 'mixed', ...wales },
  { key: 'leopardstown', name: 'Leopardstown', city: 'Dublin', surfaces: ['Turf'], code: 'mixed', ...ire },
  { key: 'curragh', name: 'The Curragh', city: 'Kildare', surfaces: ['Turf'], code: 'flat', ...ire },
  { key: 'punchestown', name: 'Punchestown', city: 'Naas', surfaces: ['Turf'], code: 'jumps', ...ire },
  { key: 'fairyhouse', name: 'Fairyhouse', city: 'Ratoath', surfaces: ['Turf'], code: 'mixed', ...ire },
  { key: 'galway', name: 'Galway', city: 'Ballybrit', surfaces: ['Turf'], code: 'mixed', ...ire },
  { key: 'dundalk', name: 'Dundalk', city: 'Dundalk', surfaces: ['All-Weather'], code: 'flat', ...ire },
  {
    key: 'churchill-downs',
    name: 'Churchill Downs',
    city: 'Louisville',
    surfaces: ['Dirt', 'Turf'],
    code: 'flat',
    ...usEast,
  },
  { key: 'belmont', name: 'Belmont Park', city: 'Elmont', surfaces: ['Dirt', 'Turf'], code: 'flat', ...usEast },
  { key: 'saratoga', name: 'Saratoga', city: 'Saratoga Springs', surfaces: ['Dirt', 'Turf'], code: 'flat', ...usEast },
  {
    key: 'gulfstream',
    name: 'Gulfstream Park',
    city: 'Hallandale Beach',
    surfaces: ['Dirt', 'Turf'],
    code: 'flat',
    ...usEast,
  },
  { key: 'keeneland', name: 'Keeneland', city: 'Lexington', surfaces: ['Dirt', 'Turf'], code: 'flat', ...usEast },
  { key: 'aqueduct', name: 'Aqueduct', city: 'Queens', surfaces: ['Dirt'], code: 'flat', ...usEast },
  {
    key: 'santa-anita',
    name: 'Santa Anita Park',
    city: 'Arcadia',
    surfaces: ['Dirt', 'Turf'],
    code: 'flat',
    ...usWest,
  },
  { key: 'del-mar', name: 'Del Mar', city: 'Del Mar', surfaces: ['Dirt', 'Turf'], code: 'flat', ...usWest },
  { key: 'parislongchamp', name: 'ParisLongchamp', city: 'Paris', surfaces: ['Turf'], code: 'flat', ...fr },
  { key: 'chantilly', name: 'Chantilly', city: 'Chantilly', surfaces: ['Turf', 'All-Weather'], code: 'flat', ...fr },
  { key: 'deauville', name: 'Deauville', city: 'Deauville', surfaces: ['Turf', 'All-Weather'], code: 'flat', ...fr },
  { key: 'saint-cloud', name: 'Saint-Cloud', city: 'Saint-Cloud', surfaces: ['Turf'], code: 'flat', ...fr },
  { key: 'auteuil', name: 'Auteuil', city: 'Paris', surfaces: ['Turf'], code: 'jumps', ...fr },
  { key: 'la-zarzuela', name: 'La Zarzuela', city: 'Madrid', surfaces: ['Turf'], code: 'flat', ...es },
  { key: 'san-sebastian', name: 'San Sebastián', city: 'Lasarte-Oria', surfaces: ['Turf'], code: 'flat', ...es },
  {
    key: 'dos-hermanas',
    name: 'Dos Hermanas',
    city: 'Sevilla',
    surfaces: ['Turf', 'All-Weather'],
    code: 'flat',
    ...es,
  },
  { key: 'mijas', name: 'Costa del Sol', city: 'Mijas', surfaces: ['All-Weather'], code: 'flat', ...es },
  { key: 'tokyo', name: 'Tokyo', city: 'Fuchu', surfaces: ['Turf', 'Dirt'], code: 'flat', ...jpn },
  { key: 'nakayama', name: 'Nakayama', city: 'Funabashi', surfaces: ['Turf', 'Dirt'], code: 'flat', ...jpn },
  { key: 'kyoto', name: 'Kyoto', city: 'Kyoto', surfaces: ['Turf', 'Dirt'], code: 'flat', ...jpn },
  { key: 'hanshin', name: 'Hanshin', city: 'Takarazuka', surfaces: ['Turf', 'Dirt'], code: 'flat', ...jpn },
  { key: 'chukyo', name: 'Chukyo', city: 'Toyoake', surfaces: ['Turf', 'Dirt'], code: 'flat', ...jpn },
  { key: 'flemington', name: 'Flemington', city: 'Melbourne', surfaces: ['Turf'], code: 'flat', ...mel },
  { key: 'caulfield', name: 'Caulfield', city: 'Melbourne', surfaces: ['Turf'], code: 'flat', ...mel },
  { key: 'moonee-valley', name: 'Moonee Valley', city: 'Melbourne', surfaces: ['Turf'], code: 'flat', ...mel },
  { key: 'randwick', name: 'Randwick', city: 'Sydney', surfaces: ['Turf'], code: 'flat', ...syd },
  { key: 'rosehill', name: 'Rosehill Gardens', city: 'Sydney', surfaces: ['Turf'], code: 'flat', ...syd },
  {
    key: 'eagle-farm',
    name: 'Eagle Farm',
    city: 'Brisbane',
    surfaces: ['Turf'],
    code: 'flat',
    country: 'Australia',
    region: 'AUS',
    timeZone: 'Australia/Brisbane',
    units: 'metres',
  },
  {
    key: 'woodbine',
    name: 'Woodbine',
    city: 'Toronto',
    surfaces: ['All-Weather', 'Turf'],
    code: 'flat',
    country: 'Canada',
    region: 'CAN',
    timeZone: 'America/Toronto',
    units: 'furlongs',
  },
  {
    key: 'hastings',
    name: 'Hastings Park',
    city: 'Vancouver',
    surfaces: ['Dirt'],
    code: 'flat',
    country: 'Canada',
    region: 'CAN',
    timeZone: 'America/Vancouver',
    units: 'furlongs',
  },
  { key: 'baden-baden', name: 'Baden-Baden', city: 'Iffezheim', surfaces: ['Turf'], code: 'flat', ...ger },
  { key: 'hoppegarten', name: 'Hoppegarten', city: 'Berlín', surfaces: ['Turf'], code: 'flat', ...ger },
  { key: 'san-siro', name: 'San Siro', city: 'Milán', surfaces: ['Turf'], code: 'flat', ...ity },
  { key: 'capannelle', name: 'Capannelle', city: 'Roma', surfaces: ['Turf'], code: 'flat', ...ity },
  {
    key: 'las-americas',
    name: 'Hipódromo de las Américas',
    city: 'Ciudad de México',
    surfaces: ['Dirt'],
    code: 'flat',
    ...latam('Mexico', 'America/Mexico_City'),
  },
  {
    key: 'palermo',
    name: 'Palermo',
    city: 'Buenos Aires',
    surfaces: ['Dirt', 'Turf'],
    code: 'flat',
    ...latam('Argentina', 'America/Argentina/Buenos_Aires'),
  },
  {
    key: 'san-isidro',
    name: 'San Isidro',
    city: 'San Isidro',
    surfaces: ['Turf', 'Dirt'],
    code: 'flat',
    ...latam('Argentina', 'America/Argentina/Buenos_Aires'),
  },
  {
    key: 'monterrico',
    name: 'Monterrico',
    city: 'Lima',
    surfaces: ['Dirt', 'Turf'],
    code: 'flat',
    ...latam('Peru', 'America/Lima'),
  },
  {
    key: 'club-hipico',
    name: 'Club Hípico de Santiago',
    city: 'Santiago',
    surfaces: ['Turf'],
    code: 'flat',
    ...latam('Chile', 'America/Santiago'),
  },
  {
    key: 'maronas',
    name: 'Maroñas',
    city: 'Montevideo',
    surfaces: ['Dirt'],
    code: 'flat',
    ...latam('Uruguay', 'America/Montevideo'),
  },
];

export type MeetingSlot = { firstRace: readonly [string, string]; tracks: readonly string[] };

/**
 * A day's meetings: one per slot, the track drawn among the slot's candidates. First races are in UTC
 * and chosen so each meeting sits in its track's local afternoon or evening, and so the slots overlap:
 * whatever the hour, some race is due within the hour. No race may start after LAST_POST_UTC, so a
 * day's card never runs into the next day's (see generateRaceDay).
 */
export const MEETING_SLOTS: readonly MeetingSlot[] = [
  { firstRace: ['00:05', '00:25'], tracks: ['santa-anita', 'del-mar', 'hastings'] },
  { firstRace: ['01:00', '01:30'], tracks: ['tokyo', 'nakayama', 'kyoto'] },
  { firstRace: ['02:30', '03:15'], tracks: ['flemington', 'randwick', 'caulfield', 'rosehill', 'eagle-farm'] },
  { firstRace: ['04:30', '05:00'], tracks: ['hanshin', 'chukyo', 'caulfield', 'rosehill'] },
  { firstRace: ['07:15', '08:00'], tracks: ['moonee-valley', 'randwick', 'eagle-farm'] },
  {
    firstRace: ['09:45', '10:30'],
    tracks: ['parislongchamp', 'chantilly', 'deauville', 'saint-cloud', 'auteuil', 'baden-baden', 'san-siro'],
  },
  {
    firstRace: ['11:45', '12:30'],
    tracks: ['ascot', 'newmarket', 'york', 'goodwood', 'cheltenham', 'aintree', 'epsom'],
  },
  {
    firstRace: ['12:45', '13:30'],
    tracks: ['leopardstown', 'curragh', 'punchestown', 'fairyhouse', 'galway', 'chepstow', 'hoppegarten', 'capannelle'],
  },
  { firstRace: ['14:45', '15:30'], tracks: ['la-zarzuela', 'san-sebastian', 'dos-hermanas', 'mijas'] },
  {
    firstRace: ['16:30', '17:15'],
    tracks: ['churchill-downs', 'belmont', 'saratoga', 'gulfstream', 'keeneland', 'aqueduct'],
  },
  {
    firstRace: ['17:30', '18:15'],
    tracks: ['kempton', 'wolverhampton', 'lingfield', 'dundalk', 'sandown', 'haydock', 'ffos-las'],
  },
  { firstRace: ['19:45', '20:30'], tracks: ['santa-anita', 'del-mar', 'woodbine', 'gulfstream', 'aqueduct'] },
  { firstRace: ['21:30', '22:00'], tracks: ['hastings', 'del-mar', 'santa-anita', 'woodbine'] },
  // Latin America's afternoons: the River Plate and Santiago, Lima, then Mexico City.
  { firstRace: ['18:15', '19:00'], tracks: ['palermo', 'san-isidro', 'maronas', 'club-hipico'] },
  { firstRace: ['19:30', '20:15'], tracks: ['monterrico', 'club-hipico', 'san-isidro'] },
  { firstRace: ['21:00', '21:30'], tracks: ['las-americas'] },
];

/** The latest start a race may have in its UTC day. */
export const LAST_POST_UTC = '23:50';
