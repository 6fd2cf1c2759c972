import { CountryFlag } from '@/components/country-flag';
import { cn } from '@/lib/cn';
import { useCountryName } from '@/lib/use-country-name';
import { useLightTranslation } from '@/lib/use-light-translation';

/** Flag and country name; every other country shows the international badge (spec §9). */
export function CountryBadge({ country, className }: { country: string | null; className?: string }) {
  const { t } = useLightTranslation();
  const countryName = useCountryName();
  const name = countryName(country) ?? t('countries.international');
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1.5 rounded-full border border-border bg-muted/60 px-2 py-0.5 text-xs font-semibold',
        className,
      )}
    >
      <CountryFlag country={country} />
      <span className="truncate">{name}</span>
    </span>
  );
}
