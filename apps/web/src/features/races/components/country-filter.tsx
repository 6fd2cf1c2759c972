import type { TRaceResponse } from '@galope/contracts';
import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { CountryFlag } from '@/components/country-flag';
import { FilterMenu } from '@/components/filter-menu';
import { Badge } from '@/components/ui/badge';
import { countryKey } from '@/lib/countries';
import { useCountryName } from '@/lib/use-country-name';

/** Races per country; races without a country (empty, 'Unknown') are left out. */
export function countRacesByCountry(races: readonly TRaceResponse[]): { key: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const race of races) {
    const key = countryKey(race.racetrack.country);
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => ({ key, count }));
}

/** Does the race belong to the selected country (null: every race)? */
export function matchesCountry(race: TRaceResponse, country: string | null): boolean {
  return country === null || countryKey(race.racetrack.country) === country;
}

/** Spec §2: all countries, or one of them, each with its number of races, and the total. */
export function CountryFilter({
  races,
  value,
  onChange,
  showTotal = true,
}: {
  races: readonly TRaceResponse[];
  value: string | null;
  onChange: (country: string | null) => void;
  showTotal?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const countryName = useCountryName();
  const countries = countRacesByCountry(races);
  const shown = value === null ? races.length : (countries.find((item) => item.key === value)?.count ?? 0);

  return (
    <div className="flex min-w-0 items-center gap-2">
      <FilterMenu
        label={t('board.filter.label')}
        allLabel={t('board.filter.all')}
        allIcon={<Globe className="size-4 shrink-0 text-muted-foreground" aria-hidden />}
        total={races.length}
        options={countries
          .map(({ key, count }) => ({
            value: key,
            label: countryName(key) ?? key,
            count,
            icon: <CountryFlag country={key} />,
          }))
          .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, i18n.language))}
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
