import { LIMIT_NAMES, type TAdminUserResponse, type TLimitsResponse } from '@galope/contracts';
import { HeartHandshake } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { QueryContent } from '@/components/admin-ui/query-content';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format/format-date';
import { formatMoney } from '@/lib/format/format-money';
import { useTimeZone } from '@/lib/preferences/use-time-zone';

import { useUserProtection } from '../api/get-user-protection';

/** A player's limits, time-out and self-exclusion: staff see them and cannot change them (docs/rules/player-protection.md). */
export function ProtectionDialog({ user, onClose }: { user: TAdminUserResponse | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogTitle className="flex items-start gap-2">
          <HeartHandshake className="mt-1 size-5 shrink-0 text-brand" aria-hidden />
          {t('admin.users.protection.title', { username: user?.username ?? '' })}
        </DialogTitle>
        <DialogDescription className="mt-1">{t('admin.users.protection.description')}</DialogDescription>
        {user ? <ProtectionDetails userId={user.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ProtectionDetails({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const protection = useUserProtection(userId);
  return (
    <QueryContent
      query={protection}
      loading={<Spinner />}
      loadError={t('admin.loadError')}
      retryLabel={t('admin.retry')}
    >
      {(data) => <ProtectionFacts protection={data} />}
    </QueryContent>
  );
}

function ProtectionFacts({ protection }: { protection: TLimitsResponse }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const id = useId();
  const { limits, used, pending, timeOutUntil, selfExcludedUntil } = protection;
  const when = (iso: string | null) =>
    iso && Date.parse(iso) > Date.now()
      ? formatDateTime(iso, i18n.language, timeZone)
      : t('admin.users.protection.none');

  return (
    <div className="mt-3 grid gap-4">
      {/* Each line a list item named by its label ("Pausa hasta"): a term's definition cannot be named. */}
      <ul className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {[
          { key: 'time-out', label: t('admin.users.protection.timeOut'), until: timeOutUntil },
          { key: 'self-exclusion', label: t('admin.users.protection.selfExclusion'), until: selfExcludedUntil },
        ].map(({ key, label, until }) => (
          <li key={key} className="col-span-2 grid grid-cols-subgrid" aria-labelledby={`${id}-${key}`}>
            <span id={`${id}-${key}`} className="text-muted-foreground">
              {label}
            </span>
            <span>{when(until)}</span>
          </li>
        ))}
      </ul>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('panel.protection.limits.title')}</caption>
        <thead>
          <tr className="text-left text-xs text-muted-foreground">
            <th scope="col" className="py-1 font-medium">
              {t('panel.protection.limits.title')}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t('admin.users.protection.limit')}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t('admin.users.protection.used')}
            </th>
          </tr>
        </thead>
        <tbody>
          {LIMIT_NAMES.map((name) => {
            const next = pending.find((entry) => entry.name === name);
            return (
              <tr key={name} className="border-t border-border">
                <th scope="row" className="py-1.5 text-left font-normal">
                  {t(`panel.protection.limits.names.${name}`)}
                  {next ? (
                    <span className="block text-xs text-muted-foreground">
                      {next.value === null
                        ? t('panel.protection.limits.pendingRemoval', {
                            when: formatDateTime(next.effectiveAt, i18n.language, timeZone),
                          })
                        : t('panel.protection.limits.pending', {
                            value: formatMoney(next.value),
                            when: formatDateTime(next.effectiveAt, i18n.language, timeZone),
                          })}
                    </span>
                  ) : null}
                </th>
                <td className="py-1.5 text-right tabular-nums">
                  {limits[name] ? formatMoney(limits[name]) : t('panel.protection.limits.none')}
                </td>
                <td className="py-1.5 text-right tabular-nums">{used[name] ? formatMoney(used[name]) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
