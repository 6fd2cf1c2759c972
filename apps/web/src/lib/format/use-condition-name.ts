import { useCallback } from 'react';

import { useLightTranslation } from '@/lib/translation/use-light-translation';
import { type ConditionKind, conditionKey } from './condition-names';

/** "Turf" → "Césped", "hard" → "Pista dura"; a value without a translation shows as the source wrote it. */
export function useConditionName() {
  const { t } = useLightTranslation();
  return useCallback(
    (kind: ConditionKind, value: string | null | undefined): string | null => {
      if (!value) return null;
      const key = conditionKey(kind, value);
      return key ? t(key) : value;
    },
    [t],
  );
}

/** The track surface of a race in the reader's language. */
export function useSurfaceName() {
  const conditionName = useConditionName();
  return useCallback((surface: string | null) => conditionName('surface', surface), [conditionName]);
}
