import type { TApiConfigurationResponse } from '@galope/contracts';
import { KeyRound, Power } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Badge } from '@/components/ui/badge';

import { connectionState } from '../model/connection-state';
import { ConnectionBadge } from './connection-badge';
import { LastSyncBadge } from './last-sync-badge';

/** A source's connection state, a last sync that did not store everything, and whether it is switched off or lacks credentials. */
export function SourceBadges({ configuration }: { configuration: TApiConfigurationResponse }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <ConnectionBadge state={connectionState(configuration.status)} />
      <LastSyncBadge configuration={configuration} />
      {configuration.isEnabled ? null : (
        <Badge variant="muted">
          <Power className="size-3.5" aria-hidden />
          {t('datasources.source.off')}
        </Badge>
      )}
      {configuration.credentialsConfigured ? null : (
        <Badge variant="warning">
          <KeyRound className="size-3.5" aria-hidden />
          {t('datasources.source.noCredentials')}
        </Badge>
      )}
    </div>
  );
}
