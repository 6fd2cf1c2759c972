import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { BottomSheet, BottomSheetContent, BottomSheetTitle } from '@/components/ui/bottom-sheet';
import { NotificationList, useUnreadNotifications } from '@/features/notifications';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { useIsMobile } from '@/lib/hooks/use-media-query';

import { BELL_CLASSES, BellFace } from './bell-face';

/**
 * The header's bell: the unread count on its red dot, and the list in a popover on a desktop or a sheet
 * rising from the bottom on a phone. `defaultOpen`: mounted by the press of its stand-in
 * (app/header-menus.tsx), it opens at once.
 */
export function NotificationsButton({ defaultOpen }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen ?? false);
  const signedIn = !!useCurrentUser().data;
  const unread = useUnreadNotifications({ enabled: signedIn });
  const isMobile = useIsMobile();
  const label = unread > 0 ? t('header.notificationsUnread', { count: unread }) : t('header.notifications');
  const list = <NotificationList signedIn={signedIn} onNavigate={() => setOpen(false)} />;

  if (isMobile) {
    return (
      <BottomSheet open={open} onOpenChange={setOpen}>
        <button
          type="button"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          className={BELL_CLASSES}
          onClick={() => setOpen(true)}
        >
          <BellFace unread={unread} />
        </button>
        <BottomSheetContent aria-describedby={undefined} closeLabel={t('common.close')}>
          <BottomSheetTitle className="sr-only">{t('notifications.title')}</BottomSheetTitle>
          <div className="flex min-h-[40dvh] flex-col pt-2">{list}</div>
        </BottomSheetContent>
      </BottomSheet>
    );
  }
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger aria-label={label} className={BELL_CLASSES}>
        <BellFace unread={unread} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label={t('notifications.title')}
          className="z-50 flex max-h-[min(32rem,var(--radix-popover-content-available-height))] w-96 flex-col overflow-hidden rounded-xl border border-border bg-popover text-popover-foreground shadow-xl data-[state=open]:animate-fade-in"
        >
          {list}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
