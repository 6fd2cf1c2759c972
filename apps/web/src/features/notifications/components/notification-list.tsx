import type { TNotification } from '@galope/contracts';
import { BellOff, CircleX, ShieldCheck, Trophy, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/format/cn';
import { useNow } from '@/lib/hooks/use-now';

import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { describeNotification, formatAgo, type NotificationTone } from '../describe-notification';

const TONES: Record<NotificationTone, { icon: typeof Trophy; className: string }> = {
  won: { icon: Trophy, className: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300' },
  lost: { icon: CircleX, className: 'bg-muted text-muted-foreground' },
  money: { icon: Wallet, className: 'bg-primary-soft text-brand' },
  protection: { icon: ShieldCheck, className: 'bg-sky-500/15 text-sky-700 dark:text-sky-300' },
};

/**
 * The bell's list: newest first, unread ones highlighted, each leading to its page (and marked read on the
 * way); mark all read, and more pages on demand. `onNavigate`: the popover or sheet closes.
 */
export function NotificationList({ signedIn, onNavigate }: { signedIn: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const notifications = useNotifications({ enabled: signedIn });
  const markRead = useMarkNotificationsRead();
  const items = notifications.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = notifications.data?.pages[0]?.unread ?? 0;

  let body;
  if (!signedIn) {
    body = <Empty text={t('notifications.signInToSee')} />;
  } else if (notifications.isPending) {
    body = (
      <div className="flex justify-center py-10">
        <Spinner label={t('notifications.loading')} />
      </div>
    );
  } else if (notifications.isError) {
    body = <Empty text={t('notifications.loadError')} />;
  } else if (items.length === 0) {
    body = <Empty text={t('notifications.empty')} hint={t('notifications.emptyHint')} />;
  } else {
    body = (
      <>
        <ul className="divide-y divide-border">
          {items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onOpen={() => {
                if (notification.readAt === null) markRead.mutate({ ids: [notification.id] });
                onNavigate?.();
              }}
            />
          ))}
        </ul>
        {notifications.hasNextPage ? (
          <div className="flex justify-center p-2">
            <Button
              variant="ghost"
              size="sm"
              disabled={notifications.isFetchingNextPage}
              onClick={() => void notifications.fetchNextPage()}
            >
              {notifications.isFetchingNextPage ? (
                <Spinner className="size-4" label={t('notifications.loading')} />
              ) : null}
              {t('notifications.loadMore')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div className="flex min-h-0 flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-border px-3 py-2">
        <h2 className="text-sm font-extrabold">{t('notifications.title')}</h2>
        {signedIn ? (
          <Button
            variant="link"
            size="sm"
            className="px-1"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate({})}
          >
            {t('notifications.markAllRead')}
          </Button>
        ) : null}
      </div>
      <div className="min-h-0 overflow-y-auto overscroll-contain">{body}</div>
    </div>
  );
}

function NotificationItem({ notification, onOpen }: { notification: TNotification; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const view = describeNotification(notification, t);
  const { icon: Icon, className } = TONES[view.tone];
  const unread = notification.readAt === null;
  return (
    <li>
      <Link
        to={view.to}
        onClick={onOpen}
        className={cn(
          'flex gap-3 px-3 py-3 text-sm outline-none hover:bg-muted focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
          unread && 'bg-primary-soft/60',
        )}
      >
        <span className={cn('mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full', className)}>
          <Icon className="size-4" aria-hidden />
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className={cn('leading-snug', unread ? 'font-semibold text-foreground' : 'text-muted-foreground')}>
            {view.text}
          </span>
          <time dateTime={notification.createdAt} className="text-xs text-muted-foreground">
            {formatAgo(notification.createdAt, now, i18n.language)}
          </time>
        </span>
        {unread ? (
          <span className="mt-2 size-2 shrink-0 rounded-full bg-red-500">
            <span className="sr-only">{t('notifications.unread')}</span>
          </span>
        ) : null}
      </Link>
    </li>
  );
}

function Empty({ text, hint }: { text: string; hint?: string }) {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
      <BellOff className="size-6 text-muted-foreground" aria-hidden />
      <p className="text-sm font-semibold">{text}</p>
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
    </div>
  );
}
