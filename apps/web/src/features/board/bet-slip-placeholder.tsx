import { LayoutDashboard, LogIn, Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuthPrompt } from '@/lib/auth-prompt';
import { useCurrentUser } from '@/lib/get-current-user';

/** The bet slip's place in the layout; selections and placing bets come with the betting release. */
export function BetSlipPlaceholder() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const prompt = useAuthPrompt();
  return (
    <Card className="lg:sticky lg:top-20" data-testid="bet-slip">
      <CardHeader className="flex-row items-center gap-2">
        <Ticket className="size-5 text-brand" aria-hidden />
        <CardTitle className="text-base">{t('betSlip.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {user ? (
          <div className="rounded-xl border border-dashed border-border px-4 py-8 text-center">
            <p className="font-semibold">{t('betSlip.empty')}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t('betSlip.emptyHint')}</p>
          </div>
        ) : (
          <div className="rounded-xl bg-primary-soft px-4 py-6 text-center" data-testid="bet-slip-guest">
            <p className="font-semibold text-brand">{t('betSlip.guestTitle')}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t('betSlip.guestText')}</p>
            <Button className="mt-4 w-full" onClick={() => prompt.open({ mode: 'login' })}>
              <LogIn aria-hidden />
              {t('betSlip.login')}
            </Button>
          </div>
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
