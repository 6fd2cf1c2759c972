import { formatUsd } from '@galope/contracts';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

import { signedInFor } from './reality-check-session';

/** The reality check itself: loaded only when one falls due, so no page carries it in its first download. */
export function RealityCheckContent({
  startedAt,
  netCents,
  onAnswer,
}: {
  startedAt: number;
  netCents: number;
  onAnswer: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hours, minutes } = signedInFor(Date.now() - startedAt);
  const duration = hours > 0 ? `${hours} h ${String(minutes).padStart(2, '0')} min` : `${minutes} min`;
  const net = netCents === 0 ? formatUsd(0) : `${netCents > 0 ? '+' : '-'}${formatUsd(Math.abs(netCents))}`;

  return (
    <AlertDialog open onOpenChange={(open) => (open ? undefined : onAnswer())}>
      <AlertDialogContent>
        <AlertDialogTitle className="flex items-center gap-2">
          <Clock className="size-5 text-brand" aria-hidden />
          {t('protection.realityCheck.dialogTitle')}
        </AlertDialogTitle>
        <AlertDialogDescription>{t('protection.realityCheck.dialogText', { duration })}</AlertDialogDescription>
        <p className="flex items-baseline justify-between rounded-xl bg-muted px-4 py-3 text-sm">
          <span>{t('protection.realityCheck.net')}</span>
          <span className={netCents < 0 ? 'font-black text-destructive tabular-nums' : 'font-black tabular-nums'}>
            {net}
          </span>
        </p>
        <AlertDialogFooter>
          <Button variant="outline" asChild>
            <a href="/api/logout">{t('protection.realityCheck.signOut')}</a>
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              onAnswer();
              void navigate('/panel?tab=history');
            }}
          >
            {t('protection.realityCheck.history')}
          </Button>
          <Button onClick={onAnswer} autoFocus>
            {t('protection.realityCheck.continue')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
