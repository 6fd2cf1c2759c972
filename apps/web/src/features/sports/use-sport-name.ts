import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { sportKey } from '@/components/sport-icon';

/** "football" → "Fútbol"; a sport without a translation shows as the source wrote it. */
export function useSportName() {
  const { t } = useTranslation();
  return useCallback(
    (sport: string) => {
      const key = sportKey(sport);
      return key ? t(`sports.${key}`) : sport.charAt(0).toUpperCase() + sport.slice(1);
    },
    [t],
  );
}
