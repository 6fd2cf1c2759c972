/**
 * Conditions as the data sources write them ("Good to Soft", "Handicap", "hard", "Soleado"), mapped to the
 * translation keys of the values we know, whatever language the source wrote them in. Unknown values
 * have no key and show as the source wrote them.
 */
const CONDITION_KEYS = {
  surface: {
    turf: 'turf',
    grass: 'turf',
    césped: 'turf',
    dirt: 'dirt',
    arena: 'dirt',
    sand: 'dirt',
    aw: 'synthetic',
    'all weather': 'synthetic',
    'all-weather': 'synthetic',
    allweather: 'synthetic',
    synthetic: 'synthetic',
    polytrack: 'synthetic',
    tapeta: 'synthetic',
    fibresand: 'synthetic',
  },
  going: {
    firm: 'firm',
    'good to firm': 'goodToFirm',
    good: 'good',
    'good to soft': 'goodToSoft',
    'good to yielding': 'goodToYielding',
    yielding: 'yielding',
    soft: 'soft',
    heavy: 'heavy',
    fast: 'fast',
    'wet fast': 'wetFast',
    muddy: 'muddy',
    sloppy: 'sloppy',
    standard: 'standard',
    'standard to fast': 'standardToFast',
    'standard to slow': 'standardToSlow',
    slow: 'slow',
  },
  category: {
    flat: 'flat',
    'nh flat': 'nhFlat',
    bumper: 'bumper',
    hurdle: 'hurdle',
    chase: 'chase',
    stakes: 'stakes',
    listed: 'listed',
    handicap: 'handicap',
    conditions: 'conditions',
    maiden: 'maiden',
    novice: 'novice',
    claiming: 'claiming',
    allowance: 'allowance',
  },
  court: {
    hard: 'hard',
    'hard court': 'hard',
    'indoor hard': 'indoorHard',
    clay: 'clay',
    'red clay': 'clay',
    grass: 'grass',
    carpet: 'carpet',
    'pista dura': 'hard',
    'tierra batida': 'clay',
    arcilla: 'clay',
    hierba: 'grass',
    césped: 'grass',
  },
  weather: {
    soleado: 'sunny',
    sunny: 'sunny',
    despejado: 'clear',
    clear: 'clear',
    'parcialmente nublado': 'partlyCloudy',
    'partly cloudy': 'partlyCloudy',
    nublado: 'cloudy',
    cloudy: 'cloudy',
    overcast: 'cloudy',
    'lluvia ligera': 'lightRain',
    'light rain': 'lightRain',
    lluvia: 'rain',
    rain: 'rain',
    'viento moderado': 'windy',
    windy: 'windy',
    húmedo: 'humid',
    humid: 'humid',
  },
} as const satisfies Record<string, Record<string, string>>;

export type ConditionKind = keyof typeof CONDITION_KEYS;

/** The translation key of a condition (`conditions.going.goodToSoft`), or null when the value is unknown. */
export function conditionKey(kind: ConditionKind, value: string): string | null {
  const keys: Record<string, string> = CONDITION_KEYS[kind];
  const key = keys[value.trim().toLowerCase().replace(/\s+/g, ' ')];
  return key ? `conditions.${kind}.${key}` : null;
}
