import { CountryFlag } from '@/components/country-flag';
import { useCountryName } from '@/lib/format/use-country-name';
import { useLightTranslation } from '@/lib/translation/use-light-translation';

/** Flag and country name; every other country shows the international badge (spec §9). */
export function CountryBadge({ country }: { country: string | null }) {
  const { t } = useLightTranslation();
  const countryName = useCountryName();
  const name = countryName(country) ?? t('countries.international');
  return (
    <span className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-border bg-muted/60 px-2 py-0.5 text-xs font-semibold">
      <CountryFlag country={country} />
      <span className="truncate">{name}</span>
    </span>
  );
}
