import type { TCashierRequestResponse } from '@galope/contracts';
import { ArrowDownToLine, ArrowUpFromLine, ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryLoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format/format-date';
import { formatMoney } from '@/lib/format/format-money';
import { useActionErrorToast } from '@/lib/forms/use-action-error-toast';
import { useTimeZone } from '@/lib/preferences/use-time-zone';

import { useCancelCashierRequest } from './api/cancel-cashier-request';
import { useCashierRequests } from './api/get-cashier-requests';
import { CashierStatusBadge } from './cashier-status-badge';
import { inReaderLanguage } from './in-reader-language';

/**
 * The player's deposit and withdrawal requests, newest first, their status live (`cashier_update`);
 * a pending one can be cancelled (a withdrawal's amount comes back).
 */
export function CashierRequestsList() {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const requests = useCashierRequests();
  const cancel = useCancelCashierRequest();
  const showActionError = useActionErrorToast();

  if (requests.isPending) return <Skeleton className="h-24 w-full" />;
  if (requests.isError)
    return <QueryLoadError query={requests} message={t('cashier.loadError')} retryLabel={t('cashier.retry')} />;
  if (requests.data.length === 0)
    return <EmptyState icon={<ReceiptText aria-hidden />} title={t('cashier.requests.empty')} />;

  return (
    <ul className="grid gap-2" aria-label={t('cashier.requests.title')}>
      {requests.data.map((request: TCashierRequestResponse) => {
        const Icon = request.type === 'deposit' ? ArrowDownToLine : ArrowUpFromLine;
        return (
          <li
            key={request.id}
            className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 rounded-xl border border-border bg-card px-3 py-2.5 sm:grid-cols-[auto_1fr_auto]"
            aria-labelledby={`cashier-request-${request.id}`}
          >
            <span className="rounded-lg bg-primary-soft p-1.5 text-brand">
              <Icon className="size-4" aria-hidden />
            </span>
            <div className="grid min-w-0 gap-0.5">
              <p
                id={`cashier-request-${request.id}`}
                className="flex flex-wrap items-center gap-2 text-sm font-semibold"
              >
                {t(`cashier.types.${request.type}`)} · <span className="font-mono">{request.code}</span>
              </p>
              <p className="truncate text-xs text-muted-foreground">
                {inReaderLanguage(request.methodName, request.methodNameEn, i18n.language)} ·{' '}
                {formatDateTime(request.createdAt, i18n.language, timeZone)}
              </p>
              {request.reason ? (
                <p className="text-xs text-destructive">{t('cashier.requests.reason', { reason: request.reason })}</p>
              ) : null}
            </div>
            <div className="col-start-2 flex flex-wrap items-center gap-2 sm:col-start-3 sm:justify-end">
              <span className="font-bold tabular-nums">{formatMoney(request.amount)}</span>
              <CashierStatusBadge request={request} />
              {request.status === 'pending' ? (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={cancel.isPending}
                  onClick={() =>
                    cancel.mutate(request.id, {
                      onError: (error) =>
                        showActionError(error, t('cashier.requests.cancelError'), t('cashier.requests.cancelError')),
                    })
                  }
                >
                  {t('cashier.requests.cancel')}
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
