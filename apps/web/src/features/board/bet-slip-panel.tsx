import { Flag, LayoutDashboard, LogIn, Ticket, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tooltip } from '@/components/ui/tooltip';
import { useAuthPrompt } from '@/lib/auth-prompt';
import { type BetSlipItem, betSlipItemId, useBetSlip } from '@/lib/bet-slip';
import { useCurrentUser } from '@/lib/get-current-user';

import { OddsValue } from './odds-value';
import { SportIcon } from './sport-icon';

/** The sticky bet slip beside the board: the selections so far; staking and placing come later. */
export function BetSlipPanel() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const prompt = useAuthPrompt();
  const slip = useBetSlip();

  return (
    <Card className="lg:sticky lg:top-20" data-testid="bet-slip">
      <CardHeader className="flex-row items-center gap-2">
        <Ticket className="size-5 text-brand" aria-hidden />
        <CardTitle className="text-base">{t('betSlip.title')}</CardTitle>
        {user && slip.items.length > 0 ? (
          <Badge className="ml-auto" data-testid="bet-slip-count">
            {t('betSlip.selections', { count: slip.items.length })}
          </Badge>
        ) : null}
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {!user ? (
          <div className="rounded-xl bg-primary-soft px-4 py-6 text-center" data-testid="bet-slip-guest">
            <p className="font-semibold text-brand">{t('betSlip.guestTitle')}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t('betSlip.guestText')}</p>
            <Button className="mt-4 w-full" onClick={() => prompt.open({ mode: 'login' })}>
              <LogIn aria-hidden />
              {t('betSlip.login')}
            </Button>
          </div>
        ) : slip.items.length === 0 ? (
          <div className="rounded-xl border border-dashed border-border px-4 py-8 text-center">
            <p className="font-semibold">{t('betSlip.empty')}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t('betSlip.emptyHint')}</p>
          </div>
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-2" data-testid="bet-slip-items">
              {slip.items.map((item) => (
                <SlipItem key={betSlipItemId(item)} item={item} onRemove={() => slip.remove(betSlipItemId(item))} />
              ))}
            </ul>
            <div className="grid grid-cols-1 gap-2">
              <Tooltip content={t('betSlip.placeSoon')} side="top">
                <span tabIndex={0} className="inline-flex w-full rounded-lg">
                  <Button className="w-full" disabled data-testid="bet-slip-place">
                    {t('betSlip.place')}
                  </Button>
                </span>
              </Tooltip>
              <Button variant="ghost" size="sm" onClick={slip.clear} data-testid="bet-slip-clear">
                <Trash2 aria-hidden />
                {t('betSlip.clear')}
              </Button>
            </div>
          </>
        )}
        <Button variant="outline" asChild>
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden />
            {t('betSlip.dashboardLink')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function SlipItem({ item, onRemove }: { item: BetSlipItem; onRemove: () => void }) {
  const { t } = useTranslation();
  const name = item.type === 'race' ? item.horse : item.team;
  const selection = item.type === 'race' ? t('betSlip.win') : t(`eventPage.${item.betType}`);
  return (
    <li
      className="flex items-start gap-2.5 rounded-xl border border-border bg-muted/40 p-2.5"
      data-testid="bet-slip-item"
      data-item-id={betSlipItemId(item)}
    >
      <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-brand">
        {item.type === 'race' ? (
          <Flag className="size-4" aria-hidden />
        ) : (
          <SportIcon sport={item.sport} className="size-4" />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-bold">{name}</p>
        <p className="truncate text-xs text-muted-foreground">{item.type === 'race' ? item.race : item.event}</p>
        <p className="mt-1 flex items-center gap-2 text-xs">
          <span className="font-semibold text-brand">{selection}</span>
          <OddsValue odds={item.odds} className="px-0 py-0 text-xs" />
        </p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('betSlip.remove', { name })}
        className="rounded-md p-1 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
        data-testid="bet-slip-remove"
      >
        <X className="size-4" aria-hidden />
      </button>
    </li>
  );
}
