import type { TUserResponse } from '@galope/contracts';
import { useTranslation } from 'react-i18next';

import { DashboardTab } from './tabs/dashboard-tab';

/** /dashboard: the panel's dashboard view on its own page. */
export function DashboardPage({ user }: { user: TUserResponse }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-6 md:py-8">
      <h1 className="text-2xl font-black tracking-tight md:text-3xl">{t('panel.tabs.dashboard')}</h1>
      <DashboardTab user={user} />
    </div>
  );
}
