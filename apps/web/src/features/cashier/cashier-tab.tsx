import type { TAdminCashierRequestResponse } from '@galope/contracts';
import { Check, Image, Inbox, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { InputField } from '@/components/ui/input-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, TitledCard } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { QueryLoadError } from '@/components/ui/load-error';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime } from '@/lib/format/format-date';
import { formatMoney } from '@/lib/format/format-money';
import { useActionErrorToast } from '@/lib/forms/use-action-error-toast';
import { useTimeZone } from '@/lib/preferences/use-time-zone';

import { useDecideCashierRequest } from './api/decide-cashier-request';
import { type CashierFilters, useAdminCashierRequests } from './api/get-admin-cashier-requests';
import { useCashierSummary } from './api/get-cashier-summary';
import { usePlayerMovements } from './api/get-player-movements';
import { CashierStatusBadge } from './cashier-status-badge';
import { inReaderLanguage } from './in-reader-language';
import { PaymentMethodsSection } from './payment-methods-section';

const PAGE_SIZE = 20;

/** The pending count on the admin page's "Caja" tab, live through `cashier_request`. */
export function CashierPendingBadge() {
  const { t } = useTranslation();
  const summary = useCashierSummary();
  const pending = summary.data?.pending ?? 0;
  if (pending === 0) return null;
  return (
    <Badge variant="warning" aria-label={t('cashier.admin.pendingCount', { count: pending })}>
      {pending}
    </Badge>
  );
}

/**
 * The staff's "Caja" (docs/rules/cashier.md): today's totals, the queue (pending first, oldest first) with its
 * filters, each request with the player's balance and the receipt, approve (optional note) and reject
 * (reason required); then the payment methods.
 */
export function CashierTab() {
  const { t } = useTranslation();
  const summary = useCashierSummary();
  const [filters, setFilters] = useState<CashierFilters>({
    status: 'pending',
    type: '',
    userId: '',
    from: '',
    to: '',
  });
  const [offset, setOffset] = useState(0);
  const requests = useAdminCashierRequests(filters, { limit: PAGE_SIZE, offset });
  const [deciding, setDeciding] = useState<{ request: TAdminCashierRequestResponse; kind: 'approve' | 'reject' }>();

  const setFilter = <K extends keyof CashierFilters>(key: K, value: CashierFilters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setOffset(0);
  };
  const total = requests.data?.total ?? 0;

  return (
    <div className="grid gap-6">
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {(
          [
            ['pending', summary.data ? String(summary.data.pending) : null],
            ['depositsToday', summary.data ? formatMoney(summary.data.depositsToday) : null],
            ['withdrawalsToday', summary.data ? formatMoney(summary.data.withdrawalsToday) : null],
          ] as const
        ).map(([key, value]) => (
          <li key={key}>
            <Card className="p-4">
              <p className="text-xs font-semibold text-muted-foreground">{t(`cashier.admin.summary.${key}`)}</p>
              {value === null ? (
                <Skeleton className="mt-2 h-7 w-20" />
              ) : (
                <p className="mt-1 text-xl font-black tabular-nums">{value}</p>
              )}
            </Card>
          </li>
        ))}
      </ul>

      <TitledCard title={t('cashier.admin.queue')}>
        <CardContent className="grid gap-4">
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            <FormField id="cashier-filter-status" label={t('cashier.admin.filters.status')}>
              <NativeSelect
                id="cashier-filter-status"
                value={filters.status}
                onChange={(event) => setFilter('status', event.target.value as CashierFilters['status'])}
                options={(['pending', 'approved', 'rejected', 'cancelled'] as const).map((status) => ({
                  value: status,
                  label: t(`cashier.admin.statuses.${status}`),
                }))}
              >
                <option value="">{t('cashier.admin.filters.any')}</option>
              </NativeSelect>
            </FormField>
            <FormField id="cashier-filter-type" label={t('cashier.admin.filters.type')}>
              <NativeSelect
                id="cashier-filter-type"
                value={filters.type}
                onChange={(event) => setFilter('type', event.target.value as CashierFilters['type'])}
              >
                <option value="">{t('cashier.admin.filters.any')}</option>
                <option value="deposit">{t('cashier.types.deposit')}</option>
                <option value="withdrawal">{t('cashier.types.withdrawal')}</option>
              </NativeSelect>
            </FormField>
            <InputField
              id="cashier-filter-user"
              label={t('cashier.admin.filters.userId')}
              inputMode="numeric"
              value={filters.userId}
              onChange={(event) => setFilter('userId', event.target.value.replace(/\D/g, ''))}
            />
            {(['from', 'to'] as const).map((key) => (
              <InputField
                key={key}
                id={`cashier-filter-${key}`}
                label={t(`cashier.admin.filters.${key}`)}
                type="date"
                value={filters[key]}
                onChange={(event) => setFilter(key, event.target.value)}
              />
            ))}
          </div>

          {requests.isPending ? (
            <Skeleton className="h-40 w-full" />
          ) : requests.isError ? (
            <QueryLoadError query={requests} message={t('cashier.loadError')} retryLabel={t('cashier.retry')} />
          ) : requests.data.requests.length === 0 ? (
            <EmptyState icon={<Inbox aria-hidden />} title={t('cashier.admin.empty')} />
          ) : (
            <ul className="grid gap-2" aria-label={t('cashier.admin.queue')}>
              {requests.data.requests.map((request) => (
                <QueueRow
                  key={request.id}
                  request={request}
                  onDecide={(kind) => setDeciding({ request, kind })}
                  onShowPlayer={() => {
                    setFilters({ status: '', type: '', userId: String(request.user.id), from: '', to: '' });
                    setOffset(0);
                  }}
                />
              ))}
            </ul>
          )}
          {total > PAGE_SIZE ? (
            <div className="flex items-center justify-between gap-2 text-sm">
              <span className="text-muted-foreground">
                {t('cashier.admin.page', { from: offset + 1, to: Math.min(offset + PAGE_SIZE, total), total })}
              </span>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={offset === 0}
                  onClick={() => setOffset(offset - PAGE_SIZE)}
                >
                  {t('cashier.admin.previous')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={offset + PAGE_SIZE >= total}
                  onClick={() => setOffset(offset + PAGE_SIZE)}
                >
                  {t('cashier.admin.next')}
                </Button>
              </div>
            </div>
          ) : null}
        </CardContent>
      </TitledCard>

      <PaymentMethodsSection />
      <DecisionDialog deciding={deciding} onClose={() => setDeciding(undefined)} />
    </div>
  );
}

function QueueRow({
  request,
  onDecide,
  onShowPlayer,
}: {
  request: TAdminCashierRequestResponse;
  onDecide: (kind: 'approve' | 'reject') => void;
  /** The player's other requests, decided ones too: their recent activity at the cashier. */
  onShowPlayer: () => void;
}) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  return (
    <li
      className="grid gap-2 rounded-xl border border-border bg-card p-3 sm:grid-cols-[1fr_auto] sm:items-center"
      aria-labelledby={`cashier-queue-${request.id}-code cashier-queue-${request.id}-type`}
    >
      <div className="grid min-w-0 gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <span id={`cashier-queue-${request.id}-code`} className="font-mono">
            {request.code}
          </span>
          <span id={`cashier-queue-${request.id}-type`}>{t(`cashier.types.${request.type}`)}</span>
          <span className="font-black tabular-nums">{formatMoney(request.amount)}</span>
          <CashierStatusBadge request={request} />
        </p>
        <p className="text-xs text-muted-foreground">
          <button
            type="button"
            className="font-semibold text-brand underline-offset-2 hover:underline"
            onClick={onShowPlayer}
            title={t('cashier.admin.showPlayer')}
          >
            @{request.user.username} (#{request.user.id})
          </button>{' '}
          · {t('cashier.admin.playerBalance')}{' '}
          <span className="font-semibold text-foreground tabular-nums">{formatMoney(request.user.balance)}</span>
        </p>
        <p className="text-xs text-muted-foreground">
          {inReaderLanguage(request.methodName, request.methodNameEn, i18n.language)} ·{' '}
          {formatDateTime(request.createdAt, i18n.language, timeZone)}
          {request.reference ? ` · ${t('cashier.reference')}: ${request.reference}` : ''}
          {request.destination ? ` · ${t('cashier.admin.destination')}: ${request.destination}` : ''}
        </p>
        <RecentMovements userId={request.user.id} />
        {request.note || request.reason ? (
          <p className="text-xs">
            {request.decidedBy ? `@${request.decidedBy.username}: ` : ''}
            {request.note ?? request.reason}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {request.hasReceipt ? (
          <a
            href={`/api/admin/cashier/requests/${request.id}/receipt`}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-lg border border-border p-1 pr-2 text-sm font-semibold hover:bg-muted"
          >
            {/* The receipt itself, small, beside the decision; the link opens it whole. */}
            <img
              src={`/api/admin/cashier/requests/${request.id}/receipt`}
              alt=""
              loading="lazy"
              className="size-12 rounded object-cover"
            />
            <Image aria-hidden className="size-4" />
            {t('cashier.admin.receipt')}
          </a>
        ) : null}
        {request.status === 'pending' ? (
          <>
            <Button size="sm" variant="outline" onClick={() => onDecide('reject')}>
              <X aria-hidden />
              {t('cashier.admin.reject')}
            </Button>
            <Button size="sm" onClick={() => onDecide('approve')}>
              <Check aria-hidden />
              {t(`cashier.admin.approve.${request.type}`)}
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}

/**
 * What a decision does, as its dialog, button and toast name it: approving a withdrawal is marking it
 * paid (the money already left the balance; staff confirm they sent it), not approving a request.
 */
function decisionAction({
  request,
  kind,
}: {
  request: TAdminCashierRequestResponse;
  kind: 'approve' | 'reject';
}): 'approve' | 'reject' | 'markPaid' {
  return kind === 'approve' && request.type === 'withdrawal' ? 'markPaid' : kind;
}

function DecisionDialog({
  deciding,
  onClose,
}: {
  deciding: { request: TAdminCashierRequestResponse; kind: 'approve' | 'reject' } | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideCashierRequest();
  const showActionError = useActionErrorToast();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  const close = () => {
    setText('');
    setError(undefined);
    onClose();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!deciding) return;
    const { request, kind } = deciding;
    const action = decisionAction(deciding);
    if (kind === 'reject' && !text.trim()) return setError(t('cashier.admin.reasonRequired'));
    decide.mutate(
      kind === 'approve'
        ? { id: request.id, kind, note: text.trim() || undefined }
        : { id: request.id, kind, reason: text.trim() },
      {
        onSuccess: () => {
          toast({ title: t(`cashier.admin.decided.${action}`), description: request.code, variant: 'success' });
          close();
        },
        onError: (failure) => showActionError(failure, t('cashier.admin.decideError'), t('cashier.admin.decideError')),
      },
    );
  };

  const kind = deciding?.kind ?? 'approve';
  const action = deciding ? decisionAction(deciding) : kind;
  return (
    <Dialog open={deciding !== undefined} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogTitle>{t(`cashier.admin.dialog.${action}`)}</DialogTitle>
        {deciding ? (
          <DialogDescription className="mt-1">
            {deciding.request.code} · {formatMoney(deciding.request.amount)} · @{deciding.request.user.username}
            {action === 'markPaid' ? (
              <span className="mt-1 block">{t('cashier.admin.dialog.markPaidHint')}</span>
            ) : null}
          </DialogDescription>
        ) : null}
        <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
          <InputField
            id="cashier-decision-text"
            label={kind === 'approve' ? t('cashier.admin.note') : t('cashier.admin.reason')}
            error={error}
            maxLength={500}
            value={text}
            autoFocus
            onChange={(event) => {
              setText(event.target.value);
              setError(undefined);
            }}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close}>
              {t('cashier.admin.cancel')}
            </Button>
            <Button type="submit" variant={kind === 'reject' ? 'destructive' : 'primary'} disabled={decide.isPending}>
              {t(`cashier.admin.confirm.${action}`)}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The player's latest movements, read when staff open them (a native disclosure: keyboard and screen readers). */
function RecentMovements({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const [open, setOpen] = useState(false);
  const movements = usePlayerMovements(userId, open);
  return (
    <details className="text-xs" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-semibold text-brand">{t('cashier.admin.recentActivity')}</summary>
      {movements.isPending ? (
        <p className="mt-1 text-muted-foreground">{t('common.loading')}</p>
      ) : movements.isError ? (
        <p className="mt-1 text-destructive">{t('cashier.admin.recentActivityError')}</p>
      ) : movements.data.length === 0 ? (
        <p className="mt-1 text-muted-foreground">{t('cashier.admin.recentActivityEmpty')}</p>
      ) : (
        <ul className="mt-1 grid gap-0.5">
          {movements.data.map((movement) => (
            <li key={movement.id} className="flex flex-wrap justify-between gap-2">
              <span>
                {t(`panel.wallet.types.${movement.type}`)} ·{' '}
                {formatDateTime(movement.createdAt, i18n.language, timeZone)}
              </span>
              <span className="font-semibold tabular-nums">
                {formatMoney(movement.amount)} → {formatMoney(movement.newBalance)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
