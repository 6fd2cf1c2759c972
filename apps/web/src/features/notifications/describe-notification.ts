import { formatUsd, parseCents, type TNotification } from '@galope/contracts';
import type { TFunction } from 'i18next';

/** Amounts from the server are positive decimal strings ("12.50" → "US$12.50"). */
const formatMoney = (amount: string) => formatUsd(parseCents(amount) ?? 0);

export type NotificationTone = 'won' | 'lost' | 'money' | 'protection';

/** What one notification says in the reader's language, the page it leads to, and how it looks. */
export type NotificationView = { text: string; to: string; tone: NotificationTone };

const HISTORY = '/panel?tab=history';
const WALLET = '/panel?tab=wallet';
const RESPONSIBLE = '/panel?tab=responsible';

export function describeNotification(notification: TNotification, t: TFunction): NotificationView {
  switch (notification.kind) {
    case 'bet_settled': {
      const { data } = notification;
      const place = data.race ? `${data.race} — ${data.racetrack}` : (data.event ?? '');
      const amount = formatMoney(data.amount);
      if (data.outcome === 'won')
        return { text: t('notifications.betWon', { amount, place }), to: HISTORY, tone: 'won' };
      if (data.outcome === 'lost')
        return { text: t('notifications.betLost', { amount, place }), to: HISTORY, tone: 'lost' };
      return { text: t('notifications.betRefunded', { amount, place }), to: HISTORY, tone: 'money' };
    }
    case 'ticket_settled': {
      const { data } = notification;
      const values = {
        amount: formatMoney(data.amount),
        pool: t(`tote.pools.${data.pool}`, { defaultValue: data.pool }),
        place: `${data.race} — ${data.racetrack}`,
      };
      const key = { won: 'ticketWon', lost: 'ticketLost', refunded: 'ticketRefunded' }[data.outcome];
      return { text: t(`notifications.${key}`, values), to: HISTORY, tone: data.outcome === 'lost' ? 'lost' : 'won' };
    }
    case 'cash_out':
      return {
        text: t('notifications.cashOut', { amount: formatMoney(notification.data.amount) }),
        to: HISTORY,
        tone: 'money',
      };
    case 'cashier_decided': {
      const { data } = notification;
      const key = `${data.type}${data.decision === 'approved' ? 'Approved' : 'Rejected'}`;
      return {
        text: t(`notifications.${key}`, { amount: formatMoney(data.amount), code: data.code }),
        to: WALLET,
        tone: data.decision === 'approved' ? 'money' : 'lost',
      };
    }
    case 'limit_raised': {
      const { data } = notification;
      const limit = t(`panel.protection.refusals.limitNames.${data.limit}`, { defaultValue: data.limit });
      return {
        text:
          data.value === null
            ? t('notifications.limitRemoved', { limit })
            : t('notifications.limitRaised', { limit, amount: formatMoney(data.value) }),
        to: RESPONSIBLE,
        tone: 'protection',
      };
    }
    case 'pause_ended':
      return {
        text: t(notification.data.pause === 'time_out' ? 'notifications.timeOutEnded' : 'notifications.exclusionEnded'),
        to: RESPONSIBLE,
        tone: 'protection',
      };
  }
}

/** "hace 5 minutos", "in 5 minutes" — how long ago, in the reader's language, to the nearest unit. */
export function formatAgo(iso: string, now: number, language: string): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
