import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { cn } from '@/lib/format/cn';
import { CATEGORIES, SIDEBAR_CATEGORIES } from '@/lib/navigation/categories';

import { CategoryLink } from './category-link';

// Only the narrow menu has tooltips (its links are icons): Radix's tooltip is fetched when it is narrow.
const TooltipProvider = lazy(() => import('@/components/ui/tooltip').then((m) => ({ default: m.TooltipProvider })));
const Tooltip = lazy(() => import('@/components/ui/tooltip').then((m) => ({ default: m.Tooltip })));

/** Desktop left menu: wide with labels or narrow with icons only (remembered by the layout). */
export function Sidebar({ expanded, onToggle }: { expanded: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const toggleLabel = expanded ? t('nav.collapse') : t('nav.expand');

  return (
    <aside
      data-expanded={expanded}
      aria-label={t('nav.title')}
      className={cn(
        'fixed top-16 bottom-0 left-0 z-30 hidden flex-col border-r border-border bg-sidebar transition-[width] duration-200 md:flex',
        expanded ? 'w-60' : 'w-16',
      )}
    >
      <div
        className={cn('flex items-center border-b border-border p-2', expanded ? 'justify-between' : 'justify-center')}
      >
        {expanded ? (
          <span className="px-2 text-xs font-extrabold tracking-[0.2em] text-muted-foreground">{t('nav.title')}</span>
        ) : null}
        <button
          type="button"
          onClick={onToggle}
          aria-label={toggleLabel}
          aria-expanded={expanded}
          title={toggleLabel}
          className="inline-flex size-9 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
        >
          {expanded ? (
            <PanelLeftClose className="size-5" aria-hidden />
          ) : (
            <PanelLeftOpen className="size-5" aria-hidden />
          )}
        </button>
      </div>
      <nav className="scrollbar-none flex-1 overflow-y-auto p-2">
        {expanded ? (
          <CategoryLinks expanded pathname={pathname} />
        ) : (
          <Suspense fallback={<CategoryLinks expanded={false} pathname={pathname} />}>
            <TooltipProvider>
              <CategoryLinks
                expanded={false}
                pathname={pathname}
                wrap={(label, link) => <Tooltip content={label}>{link}</Tooltip>}
              />
            </TooltipProvider>
          </Suspense>
        )}
      </nav>
    </aside>
  );
}

function CategoryLinks({
  expanded,
  pathname,
  wrap = (_label, link) => link,
}: {
  expanded: boolean;
  pathname: string;
  wrap?: (label: string, link: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-0.5">
      {SIDEBAR_CATEGORIES.map((id) => {
        const { path, icon: Icon } = CATEGORIES[id];
        const label = t(`categories.${id}`);
        const active = pathname === path;
        return (
          <li key={id}>
            {wrap(
              label,
              <CategoryLink
                to={path}
                aria-label={expanded ? undefined : label}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex h-10 items-center gap-3 rounded-lg text-sm font-semibold transition-colors',
                  expanded ? 'px-3' : 'justify-center',
                  active ? 'bg-primary-soft text-brand' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )}
              >
                <Icon className="size-5 shrink-0" aria-hidden />
                {expanded ? <span className="truncate">{label}</span> : null}
              </CategoryLink>,
            )}
          </li>
        );
      })}
    </ul>
  );
}
