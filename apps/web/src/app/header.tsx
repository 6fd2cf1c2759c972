import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { LanguageSwitcher } from '@/components/language-switcher';
import { Logo } from '@/components/logo';
import { AccentToggle, ThemeToggle } from '@/components/theme-controls';
import { SearchButton, type SearchLauncher } from '@/features/search/search-launcher';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { cn } from '@/lib/format/cn';
import { useAuthPrompt } from '@/lib/navigation/auth-prompt';

import { HeaderBalance } from './header-balance';
import { LazyNotificationsButton, LazyUserMenu } from './header-menus';

export const HEADER_LINKS = [
  { key: 'races', to: '/' },
  { key: 'live', to: '/#live' },
  { key: 'results', to: '/#results' },
  { key: 'statistics', to: '/#statistics' },
] as const;

export function Header({ onOpenMobileNav, search }: { onOpenMobileNav: () => void; search: SearchLauncher }) {
  const { t } = useTranslation();
  const { data: user, isPending } = useCurrentUser();
  const prompt = useAuthPrompt();

  return (
    <header className="sticky top-0 z-40 h-16 border-b border-header-border bg-header text-header-foreground">
      <div className="flex h-full items-center gap-1.5 px-2.5 sm:gap-2 sm:px-3 md:gap-4 md:px-5">
        <button
          type="button"
          onClick={onOpenMobileNav}
          aria-label={t('nav.openMenu')}
          className="inline-flex size-9 items-center justify-center rounded-lg text-header-muted hover:bg-white/10 hover:text-header-foreground md:hidden"
        >
          <Menu className="size-5" aria-hidden />
        </button>
        <Link to="/" aria-label={t('header.home')} className="shrink-0 rounded-lg">
          <span className="hidden sm:inline">
            <Logo />
          </span>
          <span className="sm:hidden">
            <Logo compact />
          </span>
        </Link>

        <nav aria-label={t('header.mainNav')} className="ml-4 hidden items-center gap-1 lg:flex">
          {HEADER_LINKS.map((link) => (
            <Link
              key={link.key}
              to={link.to}
              className="rounded-lg px-3 py-2 text-sm font-semibold text-header-muted transition-colors hover:bg-white/5 hover:text-header-foreground"
            >
              {t(`header.links.${link.key}`)}
            </Link>
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-1.5 md:gap-2">
          {/* A phone's header has no room for it: its navigation menu holds the search. */}
          <SearchButton
            launcher={search}
            className="hidden h-9 items-center gap-2 rounded-lg px-2.5 text-sm font-semibold text-header-muted transition-colors hover:bg-white/10 hover:text-header-foreground sm:inline-flex"
          />
          <LanguageSwitcher />
          <span className="hidden items-center gap-1 sm:flex">
            <ThemeToggle />
            <AccentToggle />
          </span>
          <span className={user ? 'flex' : 'hidden sm:flex'}>
            <LazyNotificationsButton />
          </span>
          {isPending ? (
            <span className="h-9 w-24 animate-pulse rounded-lg bg-white/10" aria-hidden />
          ) : user ? (
            <>
              <HeaderBalance balance={user.balance} />
              <LazyUserMenu user={user} />
            </>
          ) : (
            (['login', 'register'] as const).map((mode) => (
              <button
                key={mode}
                type="button"
                onClick={() => prompt.open({ mode })}
                className={cn(
                  'h-8 rounded-lg px-2 text-xs font-extrabold tracking-wide transition-colors md:h-9 md:px-4 md:text-sm',
                  mode === 'login'
                    ? 'border border-white/25 text-header-foreground hover:bg-white/10'
                    : 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
                )}
              >
                {t(`header.${mode}`)}
              </button>
            ))
          )}
        </div>
      </div>
    </header>
  );
}
