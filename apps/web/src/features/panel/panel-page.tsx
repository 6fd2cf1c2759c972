import type { TUserResponse } from '@galope/contracts';
import {
  Database,
  HeartHandshake,
  History,
  Images,
  LayoutDashboard,
  LockKeyhole,
  LogIn,
  Settings,
  ShieldCheck,
  User,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/button-link';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useTabParam } from '@/lib/navigation/use-tab-param';

import { DashboardTab } from './tabs/dashboard-tab';
import { HistoryTab } from './tabs/history-tab';
import { PanelHeader } from './components/panel-header';
import { ProfileTab } from './tabs/profile-tab';
import { ResponsibleTab } from './tabs/responsible-tab';
import { SettingsTab } from './tabs/settings-tab';
import { SoonTab } from './tabs/soon-tab';
import { WalletTab } from './tabs/wallet-tab';

type PanelTabId =
  | 'dashboard'
  | 'profile'
  | 'wallet'
  | 'history'
  | 'settings'
  | 'responsible'
  | 'api-management'
  | 'admin'
  | 'slider-management';

const TABS: { id: PanelTabId; labelKey: string; icon: typeof User; visible: (user: TUserResponse) => boolean }[] = [
  { id: 'dashboard', labelKey: 'panel.tabs.dashboard', icon: LayoutDashboard, visible: () => true },
  { id: 'profile', labelKey: 'panel.tabs.profile', icon: User, visible: () => true },
  { id: 'wallet', labelKey: 'panel.tabs.wallet', icon: Wallet, visible: () => true },
  { id: 'history', labelKey: 'panel.tabs.history', icon: History, visible: () => true },
  { id: 'settings', labelKey: 'panel.tabs.settings', icon: Settings, visible: () => true },
  { id: 'responsible', labelKey: 'panel.tabs.responsible', icon: HeartHandshake, visible: () => true },
  {
    id: 'api-management',
    labelKey: 'panel.tabs.apiManagement',
    icon: Database,
    visible: (user) => user.role === 'super_admin',
  },
  {
    id: 'admin',
    labelKey: 'panel.tabs.admin',
    icon: ShieldCheck,
    visible: (user) => user.role === 'admin' || user.role === 'super_admin',
  },
  {
    id: 'slider-management',
    labelKey: 'panel.tabs.sliderManagement',
    icon: Images,
    visible: (user) => user.role === 'admin' || user.role === 'super_admin',
  },
];

/**
 * /panel: the player's control panel. `?tab=profile` opens a tab directly. The admin and
 * slider-management tabs belong to the back office, the API tab to the data sources; the app passes them in.
 */
export function PanelPage({
  user,
  adminTab,
  sliderManagementTab,
  apiManagementTab,
  cashierRequests,
}: {
  user: TUserResponse | null;
  /** The wallet's deposit and withdrawal requests, from the cashier feature. */
  cashierRequests?: ReactNode;
  adminTab?: ReactNode;
  sliderManagementTab?: ReactNode;
  apiManagementTab?: ReactNode;
}) {
  const { t } = useTranslation();
  const tabs = user ? TABS.filter((tab) => tab.visible(user)) : [];
  const [active, onTabChange] = useTabParam(
    tabs.map((tab) => tab.id),
    'dashboard',
  );

  if (!user) return <AccessRequired />;

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-6 md:py-8">
      <title>{`${t('userMenu.panel')} · Galope`}</title>
      <PanelHeader user={user} />
      <Tabs value={active} onValueChange={onTabChange}>
        <TabsList className="scrollbar-none flex w-full justify-start overflow-x-auto">
          {tabs.map(({ id, labelKey, icon: Icon }) => (
            <TabsTrigger key={id} value={id}>
              <Icon aria-hidden />
              {t(labelKey)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="dashboard">
          <DashboardTab user={user} />
        </TabsContent>
        <TabsContent value="profile">
          <ProfileTab user={user} />
        </TabsContent>
        <TabsContent value="wallet">
          <WalletTab user={user} cashierRequests={cashierRequests} />
        </TabsContent>
        <TabsContent value="history">
          <HistoryTab />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab user={user} />
        </TabsContent>
        <TabsContent value="responsible">
          <ResponsibleTab />
        </TabsContent>
        {tabs.some((tab) => tab.id === 'api-management') ? (
          <TabsContent value="api-management">
            {apiManagementTab ?? <SoonTab title={t('panel.tabs.apiManagement')} />}
          </TabsContent>
        ) : null}
        {tabs.some((tab) => tab.id === 'admin') ? (
          <>
            <TabsContent value="admin">{adminTab ?? <SoonTab title={t('panel.tabs.admin')} />}</TabsContent>
            <TabsContent value="slider-management">
              {sliderManagementTab ?? <SoonTab title={t('panel.tabs.sliderManagement')} />}
            </TabsContent>
          </>
        ) : null}
      </Tabs>
    </div>
  );
}

/** Routing keeps guests out of /panel; this covers a session that vanished under the page. */
function AccessRequired() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-16">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
          <span className="rounded-full bg-primary-soft p-3 text-brand">
            <LockKeyhole className="size-6" aria-hidden />
          </span>
          <h1 className="text-xl font-black">{t('panel.accessRequired.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('panel.accessRequired.text')}</p>
          <ButtonLink href={`/api/login?next=${encodeURIComponent('/panel')}`} icon={LogIn}>
            {t('panel.accessRequired.login')}
          </ButtonLink>
        </CardContent>
      </Card>
    </div>
  );
}
