import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const SURFACES: Record<string, 'turf' | 'dirt' | 'synthetic'> = {
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
};

/** "Turf" → "Césped"; a surface without a translation shows as the source wrote it. */
export function useSurfaceName() {
  const { t } = useTranslation();
  return useCallback(
    (surface: string | null): string | null => {
      if (!surface) return null;
      const key = SURFACES[surface.trim().toLowerCase()];
      return key ? t(`race.surface.${key}`) : surface;
    },
    [t],
  );
}
