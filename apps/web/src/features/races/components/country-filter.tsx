import type { TRaceCard } from '@galope/contracts';
import { Globe } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { CountryFlag } from '@/components/country-flag';
import { FilterMenu } from '@/components/filter-menu';
import { Badge } from '@/components/ui/badge';
import { countryKey } from '@/lib/format/countries';
import { useCountryName } from '@/lib/format/use-country-name';

/** Races per country; races without a country (empty, 'Unknown') are left out. */
export function countRacesByCountry(races: readonly TRaceCard[]): { key: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const race of races) {
    const key = countryKey(race.racetrack.country);
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => ({ key, count }));
}

/** Does the race belong to the selected country (null: every race)? */
export function matchesCountry(race: TRaceCard, country: string | null): boolean {
  return country === null || countryKey(race.racetrack.country) === country;
}

/** One collator per language: `localeCompare(…, language)` builds one per comparison (decision 021). */
const collators = new Map<string, Intl.Collator>();
function collator(language: string): Intl.Collator {
  let found = collators.get(language);
  if (!found) {
    found = new Intl.Collator(language);
    collators.set(language, found);
  }
  return found;
}

/** Spec §2: all countries, or one of them, each with its number of races, and the total. */
export function CountryFilter({
  races,
  value,
  onChange,
  showTotal = true,
}: {
  races: readonly TRaceCard[];
  value: string | null;
  onChange: (country: string | null) => void;
  showTotal?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const countryName = useCountryName();
  const countries = useMemo(() => countRacesByCountry(races), [races]);
  const shown = value === null ? races.length : (countries.find((item) => item.key === value)?.count ?? 0);
  // Most, then by name; built again only when the races or the language change (not on every render).
  const options = useMemo(() => {
    const compare = collator(i18n.language).compare;
    return countries
      .map(({ key, count }) => ({
        value: key,
        label: countryName(key) ?? key,
        count,
        icon: <CountryFlag country={key} />,
      }))
      .sort((a, b) => b.count - a.count || compare(a.label, b.label));
  }, [countries, countryName, i18n.language]);

  return (
    <div className="flex min-w-0 items-center gap-2">
      <FilterMenu
        label={t('board.filter.label')}
        allLabel={t('board.filter.all')}
        allIcon={<Globe className="size-4 shrink-0 text-muted-foreground" aria-hidden />}
        total={races.length}
        options={options}
        value={value}
        onChange={onChange}
      />
      {showTotal ? (
        <Badge variant="muted" className="shrink-0">
          {t('board.filter.total', { count: shown })}
        </Badge>
      ) : null}
    </div>
  );
}
