import { useCallback } from 'react';

import { countryKey, knownCountry } from '@/lib/format/countries';
import { useLightTranslation } from '@/lib/translation/use-light-translation';

/** A country as the player reads it: translated when it is one of the known ones, else as sent. */
export function useCountryName() {
  const { t } = useLightTranslation();
  return useCallback(
    (country: string | null | undefined): string | undefined => {
      const known = knownCountry(country);
      if (known) return t(`countries.${known}`);
      return countryKey(country);
    },
    [t],
  );
}
