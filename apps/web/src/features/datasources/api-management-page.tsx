import { Database } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ApiRacesCard } from './api-races-card';
import { DatasourcesHeader } from './datasources-header';
import { ManagementInfoCard } from './management-info-card';
import { RacingConnectionCard } from './racing-connection-card';
import { SyncActionsCard } from './sync-actions-card';
import { SyncProblemsCard } from './sync-problems-card';

/** /api-management (super admins): the racing sources' connection, the sync actions and how they work. */
export function ApiManagementPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-6 md:py-8">
      <DatasourcesHeader
        icon={<Database aria-hidden />}
        title={t('datasources.management.title')}
        description={t('datasources.management.description')}
      />
      <SyncProblemsCard />
      <RacingConnectionCard />
      <SyncActionsCard />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ApiRacesCard />
        <ManagementInfoCard />
      </div>
    </div>
  );
}
