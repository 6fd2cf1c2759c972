import { LogOut, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { LanguageSwitcher } from '@/components/language-switcher';
import { Logo } from '@/components/logo';
import { AccentToggle, ThemeToggle } from '@/components/theme-controls';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { cn } from '@/lib/format/cn';
import { CATEGORIES, SIDEBAR_CATEGORIES } from '@/lib/navigation/categories';

import { CategoryLink } from './category-link';
import { HEADER_LINKS } from './header';
import { accountLinks } from './user-menu';

const itemClasses = 'flex h-11 items-center gap-3 rounded-lg px-3 text-sm font-semibold transition-colors';

/** Below 768 px the left menu is this slide-in sheet, titled NAVEGACIÓN. */
export function MobileNavSheet({
  open,
  onOpenChange,
  onOpenSearch,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The search dialog, which a phone's header has no room to open. */
  onOpenSearch: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  const close = () => onOpenChange(false);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent closeLabel={t('nav.closeMenu')}>
        <div className="flex h-16 shrink-0 items-center gap-3 border-b border-border px-4">
          <Logo compact />
          <SheetTitle>{t('nav.title')}</SheetTitle>
        </div>
        <SheetDescription className="sr-only">{t('nav.description')}</SheetDescription>
        <nav className="flex-1 overflow-y-auto p-3">
          <button
            type="button"
            onClick={() => {
              close();
              onOpenSearch();
            }}
            className={cn(itemClasses, 'mb-2 w-full border border-border text-muted-foreground hover:bg-muted')}
          >
            <Search className="size-5" aria-hidden />
            {t('header.search')}
          </button>
          <ul className="grid gap-0.5">
            {SIDEBAR_CATEGORIES.map((id) => {
              const { path, icon: Icon } = CATEGORIES[id];
              const active = pathname === path;
              return (
                <li key={id}>
                  <CategoryLink
                    to={path}
                    onNavigate={close}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      itemClasses,
                      active
                        ? 'bg-primary-soft text-brand'
                        : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                    )}
                  >
                    <Icon className="size-5" aria-hidden />
                    {t(`categories.${id}`)}
                  </CategoryLink>
                </li>
              );
            })}
          </ul>
          <div className="my-3 h-px bg-border" />
          <ul className="grid gap-0.5">
            {HEADER_LINKS.map((link) => (
              <li key={link.key}>
                <Link
                  to={link.to}
                  onClick={close}
                  className={cn(itemClasses, 'text-muted-foreground hover:bg-muted hover:text-foreground')}
                >
                  {t(`header.links.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
          {user ? (
            <>
              <div className="my-3 h-px bg-border" />
              <ul className="grid gap-0.5">
                {accountLinks(user, true).map(({ to, key, icon: Icon }) => (
                  <li key={key}>
                    <Link to={to} onClick={close} className={cn(itemClasses, 'hover:bg-muted')}>
                      <Icon className="size-5 text-muted-foreground" aria-hidden />
                      {t(`userMenu.${key}`)}
                    </Link>
                  </li>
                ))}
                <li>
                  <a href="/api/logout" className={cn(itemClasses, 'text-destructive hover:bg-muted')}>
                    <LogOut className="size-5" aria-hidden />
                    {t('common.logout')}
                  </a>
                </li>
              </ul>
            </>
          ) : null}
        </nav>
        <div className="flex items-center justify-between gap-2 border-t border-border bg-header p-3">
          <LanguageSwitcher />
          <div className="flex items-center gap-1">
            <ThemeToggle />
            <AccentToggle />
          </div>
        </div>
      </SheetContent>
    </Sheet>
  );
}
