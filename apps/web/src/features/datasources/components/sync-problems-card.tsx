import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { CardContent, TitledCard } from '@/components/ui/card';

import { useApiConfigurations } from '../api/get-api-configurations';
import { LastSyncBadge } from './last-sync-badge';
import { LastSyncReason } from './last-sync-reason';

/**
 * /api-management and /api-testing: the sources whose last sync was partial or failed, each with what
 * failed, as the configuration list shows them. Nothing when every last sync was complete.
 */
export function SyncProblemsCard() {
  const { t } = useTranslation();
  const configurations = useApiConfigurations();
  const titleId = useId();
  const problems = (configurations.data ?? []).filter(
    (source) => source.lastSyncOutcome === 'partial' || source.lastSyncOutcome === 'failed',
  );
  if (problems.length === 0) return null;

  return (
    <TitledCard
      region
      titleId={titleId}
      className="border-warning/50"
      icon={TriangleAlert}
      iconClassName="size-5 text-warning"
      title={t('datasources.lastSync.problemsTitle')}
      description={t('datasources.lastSync.problemsDescription')}
    >
      <CardContent>
        <ul className="grid gap-3">
          {problems.map((source) => (
            <li key={source.apiId} className="grid gap-1.5" aria-labelledby={`${titleId}-${source.apiId}`}>
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  id={`${titleId}-${source.apiId}`}
                  to="/api-configuration"
                  className="font-semibold hover:underline"
                >
                  {source.name}
                </Link>
                <LastSyncBadge configuration={source} />
              </div>
              <LastSyncReason configuration={source} />
            </li>
          ))}
        </ul>
      </CardContent>
    </TitledCard>
  );
}
