import type { TUserResponse } from '@galope/contracts';
import {
  ArrowLeft,
  Database,
  Flag,
  FlaskConical,
  History,
  Images,
  Landmark,
  RefreshCcw,
  Settings,
  ShieldCheck,
  SlidersHorizontal,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/button-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Tooltip } from '@/components/ui/tooltip';
import { useTabParam } from '@/lib/navigation/use-tab-param';

import { AuditTab } from './audit/audit-tab';
import { OwnRacesTab } from './own-races/own-races-tab';
import { ResultsPendingSection } from './results/results-pending-section';
import { UsersPendingBadge } from './users/users-pending-badge';
import { CashOutSettingsCard } from './cash-out-settings/cash-out-settings-card';
import { ToteSettingsTab } from './tote-settings/tote-settings-tab';
import { UsersTab } from './users/users-tab';

/** The API pages a super admin reaches from the header. */
const API_LINKS = [
  { to: '/api-management', icon: Database, label: 'admin.apiManagement' },
  { to: '/api-testing', icon: FlaskConical, label: 'admin.apiTesting' },
] as const;

type AdminTabId = 'users' | 'cashier' | 'ownRaces' | 'tote' | 'slider' | 'config' | 'audit';

/**
 * /admin: the races and events waiting for staff to enter their result, then the users, cashier,
 * own races, tote settings (super admin), slider, config and audit tabs. The cashier, the slider manager and the WhatsApp setting belong to
 * their own features; the app passes them in.
 */
export function AdminPage({
  user,
  cashier,
  cashierBadge,
  slider,
  config,
  fullSync,
}: {
  user: TUserResponse;
  /** The cashier's queue and payment methods ("Caja"), and its live pending count, from the cashier feature. */
  cashier: ReactNode;
  cashierBadge?: ReactNode;
  slider: ReactNode;
  config: ReactNode;
  /** The super admin's complete-sync control, from the data-sources feature; a disabled placeholder until then. */
  fullSync?: ReactNode;
}) {
  const { t } = useTranslation();
  const superAdmin = user.role === 'super_admin';

  const tabs: { id: AdminTabId; icon: ReactNode }[] = [
    { id: 'users', icon: <Users aria-hidden /> },
    { id: 'cashier', icon: <Landmark aria-hidden /> },
    { id: 'ownRaces', icon: <Flag aria-hidden /> },
    ...(superAdmin ? [{ id: 'tote' as const, icon: <SlidersHorizontal aria-hidden /> }] : []),
    { id: 'slider', icon: <Images aria-hidden /> },
    { id: 'config', icon: <Settings aria-hidden /> },
    { id: 'audit', icon: <History aria-hidden /> },
  ];
  const [active, onTabChange] = useTabParam(
    tabs.map((tab) => tab.id),
    'users',
  );

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-6 md:py-8">
      <title>{`${t('admin.title')} · Galope`}</title>
      <header className="flex flex-col gap-4 rounded-2xl bg-gradient-to-br from-hero-from to-hero-to p-5 text-white shadow-lg md:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white/20 ring-2 ring-white/40">
              <ShieldCheck className="size-6" aria-hidden />
            </span>
            <div className="grid min-w-0 gap-1">
              <h1 className="text-xl font-black md:text-2xl">{t('admin.title')}</h1>
              <div className="flex flex-wrap items-center gap-2 text-sm text-white/85">
                <Badge variant="plain" className="bg-white/20 text-white">
                  {superAdmin ? t('roles.superAdmin') : t('roles.admin')}
                </Badge>
                {/* A long username (often an e-mail address) wraps inside the screen. */}
                <span className="[overflow-wrap:anywhere]">{t('admin.subtitle', { username: user.username })}</span>
              </div>
            </div>
          </div>
          <ButtonLink to="/panel" icon={ArrowLeft} variant="onAccent">
            {t('admin.back')}
          </ButtonLink>
        </div>
        {superAdmin ? (
          <div className="flex flex-wrap gap-2">
            {API_LINKS.map(({ to, icon: Icon, label }) => (
              <ButtonLink key={to} to={to} icon={Icon} variant="onAccent" size="sm">
                {t(label)}
              </ButtonLink>
            ))}
            {fullSync ?? (
              <Tooltip content={t('admin.syncSoon')} side="bottom">
                {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
                <span tabIndex={0} className="rounded-lg">
                  <Button variant="onAccent" size="sm" disabled>
                    <RefreshCcw aria-hidden />
                    {t('admin.fullSync')}
                  </Button>
                </span>
              </Tooltip>
            )}
          </div>
        ) : null}
      </header>

      <ResultsPendingSection />

      <Tabs value={active} onValueChange={onTabChange}>
        {/* Phones: each tab as wide as its label, on as many rows as the labels need. */}
        <TabsList className="flex w-full flex-wrap sm:inline-flex sm:w-fit sm:flex-nowrap">
          {tabs.map(({ id, icon }) => (
            <TabsTrigger key={id} value={id} compact className="flex-auto">
              {/* Phones: the labels alone fit four tabs in a row. */}
              <span className="hidden sm:contents">{icon}</span>
              {t(`admin.tabs.${id}`)}
              {id === 'users' ? <UsersPendingBadge /> : null}
              {id === 'cashier' ? cashierBadge : null}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="users">
          <UsersTab viewer={user} />
        </TabsContent>
        <TabsContent value="cashier">{cashier}</TabsContent>
        <TabsContent value="ownRaces">
          <OwnRacesTab />
        </TabsContent>
        {superAdmin ? (
          <TabsContent value="tote" className="grid gap-8">
            <CashOutSettingsCard />
            <ToteSettingsTab />
          </TabsContent>
        ) : null}
        <TabsContent value="slider">{slider}</TabsContent>
        <TabsContent value="config">{config}</TabsContent>
        <TabsContent value="audit">
          <AuditTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
