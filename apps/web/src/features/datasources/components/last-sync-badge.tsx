import type { TApiConfigurationResponse } from '@galope/contracts';
import { CircleX, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Badge } from '@/components/ui/badge';

/**
 * How the source's last sync went when it did not store everything: amber partial, red failed.
 * A complete sync, or none yet, shows nothing: the connection badge says the rest.
 */
export function LastSyncBadge({ configuration }: { configuration: TApiConfigurationResponse }) {
  const { t } = useTranslation();
  const outcome = configuration.lastSyncOutcome;
  if (outcome !== 'partial' && outcome !== 'failed') return null;
  const Icon = outcome === 'partial' ? TriangleAlert : CircleX;
  return (
    <Badge variant={outcome === 'partial' ? 'warning' : 'destructive'} data-outcome={outcome}>
      <Icon className="size-3.5" aria-hidden />
      {t(`datasources.lastSync.${outcome}`)}
    </Badge>
  );
}
