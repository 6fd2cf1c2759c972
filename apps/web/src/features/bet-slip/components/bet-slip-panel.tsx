import { formatUsd } from '@galope/contracts';
import { LayoutDashboard, LoaderCircle, LogIn, Ticket, Trash2 } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/button-link';
import { Badge } from '@/components/ui/badge';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Button } from '@/components/ui/button';
import { useAuthPrompt } from '@/lib/navigation/auth-prompt';
import { cn } from '@/lib/format/cn';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { RestrictionBanner } from '@/components/restriction-banner';

import { useBetSlip } from '../bet-slip';
import { betSlipItemId, slipTotals } from '../bet-slip-items';
import { slipReadiness, usePlaceSlip } from '../use-place-slip';
import { BetSlipEntry } from './bet-slip-entry';
import { MyBets } from './my-bets';

/**
 * The bet slip: the selections with their stakes, the totals, 'Apostar' and clear-all; beside it, for
 * a signed-in player, "Mis apuestas" (pending bets with their cash-out). A guest sees
 * the login prompt instead. `sheet` is the phone layout inside the bottom sheet (no card frame, the
 * list scrolls between the header and the totals).
 */
export function BetSlipPanel({ variant = 'sidebar' }: { variant?: 'sidebar' | 'sheet' }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const prompt = useAuthPrompt();
  const slip = useBetSlip();
  const { place, isPlacing } = usePlaceSlip();
  const { open, placing, awaitingPrice } = slipReadiness(slip.items);
  const totals = slipTotals(open);
  const hasTote = open.some((item) => item.type === 'tote');
  const busy = placing || isPlacing;
  const [view, setView] = useState<'slip' | 'myBets'>('slip');

  return (
    <section
      aria-labelledby={`bet-slip-title-${variant}`}
      className={cn(
        'flex min-h-0 flex-col',
        variant === 'sidebar'
          ? 'max-h-[calc(100dvh-6rem)] rounded-2xl border border-border bg-card text-card-foreground shadow-sm'
          : 'flex-1',
      )}
      data-variant={variant}
    >
      <header className={cn('flex items-center gap-2 px-5 pt-5 pb-3', variant === 'sheet' && 'pt-3 pr-12')}>
        <Ticket className="size-5 text-brand" aria-hidden />
        <h2 id={`bet-slip-title-${variant}`} className="text-base leading-tight font-bold whitespace-nowrap">
          {t('betSlip.title')}
        </h2>
        {user && slip.items.length > 0 ? (
          <Badge className="ml-auto min-w-6 justify-center tabular-nums">
            <span aria-hidden>{slip.items.length}</span>
            <span className="sr-only">{t('betSlip.selections', { count: slip.items.length })}</span>
          </Badge>
        ) : null}
      </header>
      {user ? <RestrictionBanner className="mx-5 mb-3" /> : null}
      {user ? (
        <SegmentedControl
          className="mx-5 mb-3"
          value={view}
          onValueChange={setView}
          ariaLabel={t('betSlip.tabs.label')}
          options={[
            { value: 'slip', label: t('betSlip.tabs.slip') },
            { value: 'myBets', label: t('betSlip.tabs.myBets') },
          ]}
        />
      ) : null}

      {user && view === 'myBets' ? (
        <div className="grid min-h-0 grid-cols-1 gap-4 overflow-y-auto overscroll-contain px-5 pb-5">
          <MyBets />
        </div>
      ) : !user ? (
        <div className="grid grid-cols-1 gap-4 px-5 pb-5">
          <div className="rounded-xl bg-primary-soft px-4 py-6 text-center">
            <p className="font-semibold text-brand">{t('betSlip.guestTitle')}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t('betSlip.guestText')}</p>
            <Button className="mt-4 w-full" onClick={() => prompt.open({ mode: 'login' })}>
              <LogIn aria-hidden />
              {t('betSlip.login')}
            </Button>
          </div>
          <DashboardLink />
        </div>
      ) : slip.items.length === 0 ? (
        <div className="grid grid-cols-1 gap-4 px-5 pb-5">
          <div className="rounded-xl border border-dashed border-border px-4 py-8 text-center">
            <p className="font-semibold">{t('betSlip.empty')}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t('betSlip.emptyHint')}</p>
          </div>
          <DashboardLink />
        </div>
      ) : (
        <>
          <ul className="grid min-h-0 grid-cols-1 gap-2.5 overflow-y-auto overscroll-contain px-5 pb-3">
            {slip.items.map((item) => (
              <BetSlipEntry key={betSlipItemId(item)} item={item} />
            ))}
          </ul>
          <div className="grid grid-cols-1 gap-2.5 border-t border-border px-5 pt-3 pb-5">
            <dl className="grid grid-cols-1 gap-1 text-sm">
              <div className="flex items-center justify-between gap-2">
                <dt className="text-muted-foreground">{t('betSlip.totalStake')}</dt>
                <dd className="font-bold tabular-nums">{formatUsd(totals.stake)}</dd>
              </div>
              <div className="flex items-center justify-between gap-2">
                <dt className="text-muted-foreground">{t('betSlip.totalWinnings')}</dt>
                <dd className="font-bold text-success tabular-nums">{formatUsd(totals.winnings)}</dd>
              </div>
            </dl>
            {hasTote ? <p className="text-xs text-muted-foreground">{t('betSlip.tote.returnNote')}</p> : null}
            {awaitingPrice ? <p className="text-xs font-semibold text-warning">{t('betSlip.acceptFirst')}</p> : null}
            <Button className="w-full" size="lg" onClick={place} disabled={busy || awaitingPrice || open.length === 0}>
              {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
              {busy ? t('betSlip.placing') : t('betSlip.place')}
            </Button>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Button variant="ghost" size="sm" onClick={slip.clear} disabled={busy}>
                <Trash2 aria-hidden />
                {t('betSlip.clear')}
              </Button>
              <DashboardLink variant="link" size="sm" className="px-0" />
            </div>
          </div>
        </>
      )}
    </section>
  );
}

/** To the dashboard, where every bet is: an outline button, or as the slip's footer shows it. */
function DashboardLink({
  variant = 'outline',
  ...props
}: Pick<ComponentProps<typeof ButtonLink>, 'variant' | 'size' | 'className'>) {
  const { t } = useTranslation();
  return (
    <ButtonLink to="/dashboard" icon={LayoutDashboard} variant={variant} {...props}>
      {t('betSlip.dashboardLink')}
    </ButtonLink>
  );
}
