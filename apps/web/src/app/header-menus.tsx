import type { TUserResponse } from '@galope/contracts';
import { Bell } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { avatarInitial } from '@/lib/display-name';
import { withAllTranslations } from '@/lib/i18n';
import { useLoadOnIntent } from '@/lib/load-on-intent';

// Their menus (Radix's dropdown, positioning) come at the first intent (lib/load-on-intent.ts).
const loadNotificationsButton = withAllTranslations(() =>
  import('./notifications-button').then((m) => ({ default: m.NotificationsButton })),
);
const NotificationsButton = lazy(loadNotificationsButton);
const loadUserMenu = withAllTranslations(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const UserMenu = lazy(loadUserMenu);

/*
 * The header's menu buttons: until the first press, buttons of the same size, face and name stand in
 * for the menus' triggers, so nothing moves when the real ones take their place.
 */

export function LazyNotificationsButton() {
  const { t } = useTranslation();
  const { pressed, standInProps } = useLoadOnIntent(loadNotificationsButton);
  const standIn = (
    <button
      type="button"
      aria-label={t('header.notifications')}
      className="relative inline-flex size-9 items-center justify-center rounded-lg text-header-muted transition-colors hover:bg-white/10 hover:text-header-foreground"
      {...standInProps}
    >
      <Bell className="size-5" aria-hidden />
      <span aria-hidden className="absolute top-1.5 right-1.5 size-2 rounded-full bg-red-500 ring-2 ring-header" />
    </button>
  );
  if (!pressed) return standIn;
  return (
    <Suspense fallback={standIn}>
      <NotificationsButton defaultOpen />
    </Suspense>
  );
}

export function LazyUserMenu({ user }: { user: TUserResponse }) {
  const { t } = useTranslation();
  const { pressed, standInProps } = useLoadOnIntent(loadUserMenu);
  const standIn = (
    <button
      type="button"
      aria-label={t('header.userMenu')}
      className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-black text-primary-foreground ring-2 ring-white/20 transition hover:ring-white/50"
      {...standInProps}
    >
      {avatarInitial(user)}
    </button>
  );
  if (!pressed) return standIn;
  return (
    <Suspense fallback={standIn}>
      <UserMenu user={user} defaultOpen />
    </Suspense>
  );
}
