import type { TUserResponse } from '@galope/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// By path, not the feature's front door: that one carries the list, which comes with the menu's code.
import { useUnreadNotifications } from '@/features/notifications/api/get-notifications';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { avatarInitial } from '@/lib/format/display-name';
import { useAfterFirstScreen } from '@/lib/startup/after-load-and-idle';
import { useLoadOnIntent } from '@/lib/startup/load-on-intent';
import { withAllTranslations } from '@/lib/translation/i18n';

import { BELL_CLASSES, BellFace } from './bell-face';

// Their menus (Radix's dropdown, positioning) come at the first intent (lib/startup/load-on-intent.ts).
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
  // The count shows before the list's code is loaded, once the first screen is drawn: read during the
  // first render, it was one more request and parse before a phone's first paint (decision 021).
  const firstScreenShown = useAfterFirstScreen();
  const unread = useUnreadNotifications({ enabled: !!useCurrentUser().data && firstScreenShown });
  const standIn = (
    <button
      type="button"
      aria-label={unread > 0 ? t('header.notificationsUnread', { count: unread }) : t('header.notifications')}
      className={BELL_CLASSES}
      {...standInProps}
      aria-haspopup="dialog"
    >
      <BellFace unread={unread} />
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
