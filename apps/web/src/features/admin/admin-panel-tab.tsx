import type { TUserResponse } from '@galope/contracts';
import {
  Activity,
  ArrowRight,
  Database,
  FlaskConical,
  Images,
  Info,
  Settings2,
  Ticket,
  TrendingUp,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';

import { CardContent, TitledCard } from '@/components/ui/card';

/** The back office's pages; the last three (the API pages) are for super admins only. */
const SHORTCUTS: { to: To; icon: ReactNode; title: string; text: string }[] = [
  { to: '/admin', icon: <Users />, title: 'admin.panelTab.users', text: 'admin.panelTab.usersText' },
  {
    to: { search: '?tab=slider-management' },
    icon: <Images />,
    title: 'admin.panelTab.slider',
    text: 'admin.panelTab.sliderText',
  },
  { to: '/api-management', icon: <Database />, title: 'admin.apiManagement', text: 'admin.panelTab.apiManagementText' },
  {
    to: '/api-configuration',
    icon: <Settings2 />,
    title: 'admin.apiConfiguration',
    text: 'admin.panelTab.apiConfigurationText',
  },
  { to: '/api-testing', icon: <FlaskConical />, title: 'admin.apiTesting', text: 'admin.panelTab.apiTestingText' },
];

/**
 * The control panel's admin tab: shortcuts to the back office (the API pages for super admins only)
 * and the system statistics, which are placeholders until the statistics service exists.
 */
export function AdminPanelTab({ user }: { user: TUserResponse }) {
  const { t } = useTranslation();
  const superAdmin = user.role === 'super_admin';

  return (
    <div className="grid gap-4">
      <TitledCard title={t('admin.panelTab.title')} description={t('admin.panelTab.description')}>
        <CardContent className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {(superAdmin ? SHORTCUTS : SHORTCUTS.slice(0, 2)).map(({ to, icon, title, text }) => (
            <Shortcut key={title} to={to} icon={icon} title={t(title)} text={t(text)} />
          ))}
        </CardContent>
        {superAdmin ? null : (
          <CardContent>
            <p className="flex items-start gap-2 rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
              <Info className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden />
              {t('admin.panelTab.apiNote')}
            </p>
          </CardContent>
        )}
      </TitledCard>

      <TitledCard title={t('admin.panelTab.stats.title')} description={t('admin.panelTab.stats.description')}>
        <CardContent className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatPlaceholder icon={<Users />} label={t('admin.panelTab.stats.users')} />
          <StatPlaceholder icon={<Ticket />} label={t('admin.panelTab.stats.activeBets')} />
          <StatPlaceholder icon={<TrendingUp />} label={t('admin.panelTab.stats.volume')} />
          <StatPlaceholder icon={<Activity />} label={t('admin.panelTab.stats.health')} />
        </CardContent>
      </TitledCard>
    </div>
  );
}

function Shortcut({ to, icon, title, text }: { to: To; icon: ReactNode; title: string; text: string }) {
  return (
    <Link
      to={to}
      className="group flex items-start gap-3 rounded-xl border border-border p-4 transition-colors hover:border-primary hover:bg-primary-soft/40 focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span className="rounded-lg bg-primary-soft p-2 text-brand [&_svg]:size-5">{icon}</span>
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="font-semibold">{title}</span>
        <span className="text-xs text-muted-foreground">{text}</span>
      </span>
      <ArrowRight
        className="mt-1 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        aria-hidden
      />
    </Link>
  );
}

function StatPlaceholder({ icon, label }: { icon: ReactNode; label: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2 rounded-xl bg-muted p-4">
      <span className="text-muted-foreground [&_svg]:size-5">{icon}</span>
      <span className="text-2xl font-black text-muted-foreground">
        <span aria-hidden>—</span>
        <span className="sr-only">{t('admin.panelTab.stats.pending')}</span>
      </span>
      <span className="text-xs font-medium text-muted-foreground">{label}</span>
    </div>
  );
}
