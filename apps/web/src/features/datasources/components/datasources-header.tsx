import { ArrowLeft, Database, FlaskConical, Settings2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { ButtonLink } from '@/components/button-link';
import { cn } from '@/lib/format/cn';

const PAGES = [
  {
    to: '/api-management',
    labelKey: 'datasources.nav.management',
    icon: Database,
    titleKey: 'datasources.management.title',
    descriptionKey: 'datasources.management.description',
  },
  {
    to: '/api-testing',
    labelKey: 'datasources.nav.testing',
    icon: FlaskConical,
    titleKey: 'datasources.testing.title',
    descriptionKey: 'datasources.testing.description',
  },
  {
    to: '/api-configuration',
    labelKey: 'datasources.nav.configuration',
    icon: Settings2,
    titleKey: 'datasources.configuration.title',
    descriptionKey: 'datasources.configuration.description',
  },
] as const;

/** Compact on phones, where the page's action and the way back share one line. */
export const HEADER_BUTTON = 'h-9 px-3 text-xs sm:h-10 sm:px-4 sm:text-sm';

/**
 * One of the three data-source pages (`path`), in the back office's width: its banner, with `actions`
 * beside the way back, over the page's cards (`children`).
 */
export function DatasourcesPage({
  path,
  actions,
  children,
}: {
  path: (typeof PAGES)[number]['to'];
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const page = PAGES.find((candidate) => candidate.to === path)!;
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-6 md:py-8">
      <DatasourcesHeader
        icon={<page.icon aria-hidden />}
        title={t(page.titleKey)}
        description={t(page.descriptionKey)}
        actions={actions}
      />
      {children}
    </div>
  );
}

/** The pages' banner: title, a way back to the panel's API tab and the pages between them. */
function DatasourcesHeader({
  icon,
  title,
  description,
  actions,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-col gap-4 rounded-2xl bg-gradient-to-br from-hero-from to-hero-to p-5 text-white shadow-lg md:p-6">
      <title>{`${title} · Galope`}</title>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white/20 ring-2 ring-white/40 [&_svg]:size-6">
            {icon}
          </span>
          <div className="grid min-w-0 gap-1">
            <h1 className="text-xl font-black md:text-2xl">{title}</h1>
            <p className="text-sm text-white/85">{description}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {actions}
          <ButtonLink to="/panel?tab=api-management" icon={ArrowLeft} variant="onAccent" className={HEADER_BUTTON}>
            {t('datasources.nav.back')}
          </ButtonLink>
        </div>
      </div>
      <nav aria-label={t('datasources.nav.label')} className="flex flex-wrap gap-1">
        {PAGES.map(({ to, labelKey, icon: Icon }) => (
          <NavLink
            key={to}
            to={to}
            className={({ isActive }) =>
              cn(
                'inline-flex shrink-0 items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
                isActive ? 'bg-white text-hero-from shadow-sm' : 'text-white/90 hover:bg-white/15',
              )
            }
          >
            <Icon className="size-4" aria-hidden />
            {t(labelKey)}
          </NavLink>
        ))}
      </nav>
    </header>
  );
}
