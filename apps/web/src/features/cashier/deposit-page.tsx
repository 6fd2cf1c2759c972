import type { TCashierRequestResponse, TCashierRequestType, TUserResponse } from '@galope/contracts';
import { ArrowDownToLine, ArrowUpFromLine, CheckCircle2, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { RestrictionBanner } from '@/components/restriction-banner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryLoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { restrictedUntil, useUserLimits } from '@/lib/api/get-user-limits';
import { formatMoney } from '@/lib/format/format-money';

import { usePaymentMethods } from './api/get-payment-methods';
import { CashierForm } from './cashier-form';
import { CashierRequestsList } from './cashier-requests-list';

/**
 * /deposit (docs/rules/cashier.md): ask for a deposit or, on `?tab=withdraw`, a withdrawal; then the request's
 * code and a button that opens WhatsApp with a message quoting it. Below, the player's requests.
 * `contactUrl` (the site's WhatsApp number, from the app) is null when no number is set.
 */
export function DepositPage({
  user,
  contactUrl,
}: {
  user: TUserResponse;
  contactUrl: (message: string) => string | null;
}) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const methods = usePaymentMethods();
  const [created, setCreated] = useState<TCashierRequestResponse | null>(null);
  const active: TCashierRequestType = searchParams.get('tab') === 'withdraw' ? 'withdrawal' : 'deposit';
  // During a time-out or a self-exclusion a deposit is refused: its form says so and cannot be filled
  // in, while a withdrawal of the balance stays open (docs/rules/player-protection.md).
  const limits = useUserLimits({ enabled: user.status === 'approved' });
  const depositsPaused = restrictedUntil(limits.data) !== null;

  const onTabChange = (value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value === 'withdrawal') next.set('tab', 'withdraw');
    else next.delete('tab');
    setSearchParams(next, { replace: true });
    setCreated(null);
  };

  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-6 md:py-8">
      <title>{`${t('cashier.title')} · Galope`}</title>
      <header className="grid gap-1">
        <h1 className="text-2xl font-black">{t('cashier.title')}</h1>
        <p className="text-sm text-muted-foreground">
          {t('cashier.balance')}{' '}
          <span className="font-bold text-foreground tabular-nums">{formatMoney(user.balance)}</span>
        </p>
      </header>
      <Card>
        <CardContent className="pt-6">
          <Tabs value={active} onValueChange={onTabChange}>
            <TabsList className="mb-5 flex w-full">
              <TabsTrigger value="deposit" className="flex-1">
                <ArrowDownToLine aria-hidden />
                {t('cashier.types.deposit')}
              </TabsTrigger>
              <TabsTrigger value="withdrawal" className="flex-1">
                <ArrowUpFromLine aria-hidden />
                {t('cashier.types.withdrawal')}
              </TabsTrigger>
            </TabsList>
            {(['deposit', 'withdrawal'] as const).map((type) => (
              <TabsContent key={type} value={type}>
                {created && created.type === type ? (
                  <RequestCreated request={created} contactUrl={contactUrl} onAnother={() => setCreated(null)} />
                ) : methods.isPending ? (
                  <Skeleton className="h-64 w-full" />
                ) : methods.isError ? (
                  <QueryLoadError query={methods} message={t('cashier.loadError')} retryLabel={t('cashier.retry')} />
                ) : type === 'deposit' && depositsPaused ? (
                  <div className="grid gap-4">
                    <RestrictionBanner />
                    <fieldset disabled className="min-w-0 opacity-60">
                      <CashierForm type={type} user={user} methods={methods.data} onCreated={setCreated} />
                    </fieldset>
                  </div>
                ) : (
                  <CashierForm type={type} user={user} methods={methods.data} onCreated={setCreated} />
                )}
              </TabsContent>
            ))}
          </Tabs>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('cashier.requests.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <CashierRequestsList />
        </CardContent>
      </Card>
    </div>
  );
}

function RequestCreated({
  request,
  contactUrl,
  onAnother,
}: {
  request: TCashierRequestResponse;
  contactUrl: (message: string) => string | null;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const message = t(`cashier.whatsappMessage.${request.type}`, {
    amount: formatMoney(request.amount),
    code: request.code,
  });
  const url = contactUrl(message);
  return (
    <div className="grid justify-items-center gap-4 py-4 text-center" aria-live="polite">
      <CheckCircle2 className="size-12 text-success" aria-hidden />
      <div className="grid gap-1">
        <p className="text-lg font-bold">{t(`cashier.created.${request.type}`)}</p>
        <p className="text-sm text-muted-foreground">{t(`cashier.createdHint.${request.type}`)}</p>
      </div>
      {/* The code under its label, as a term and its definition; then the amount asked for. */}
      <dl className="grid gap-1">
        <dt className="text-xs font-semibold text-muted-foreground uppercase">{t('cashier.code')}</dt>
        <dd className="font-mono text-3xl font-black tracking-wider">{request.code}</dd>
        <dd className="font-bold tabular-nums">{formatMoney(request.amount)}</dd>
      </dl>
      <div className="flex flex-col gap-2 sm:flex-row">
        {url ? (
          <Button asChild size="lg">
            <a href={url} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden />
              {t('cashier.whatsapp')}
            </a>
          </Button>
        ) : null}
        <Button variant="outline" size="lg" onClick={onAnother}>
          {t('cashier.another')}
        </Button>
      </div>
    </div>
  );
}
