import { ApiRacesCard } from './components/api-races-card';
import { DatasourcesPage } from './components/datasources-header';
import { ManagementInfoCard } from './components/management-info-card';
import { RacingConnectionCard } from './components/racing-connection-card';
import { SyncActionsCard } from './components/sync-actions-card';
import { SyncProblemsCard } from './components/sync-problems-card';

/** /api-management (super admins): the racing sources' connection, the sync actions and how they work. */
export function ApiManagementPage() {
  return (
    <DatasourcesPage path="/api-management">
      <SyncProblemsCard />
      <RacingConnectionCard />
      <SyncActionsCard />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ApiRacesCard />
        <ManagementInfoCard />
      </div>
    </DatasourcesPage>
  );
}
