import { formatUsd, parseCents } from '@galope/contracts';
import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
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
import { useCurrentUser } from '@/lib/get-current-user';
import { useUserSettings } from '@/lib/get-user-settings';

import {
  checksDue,
  msUntilNextCheck,
  readRealityCheckSession,
  type RealityCheckSession,
  signedInFor,
  writeRealityCheckSession,
} from './reality-check-session';

/**
 * DESIGN §10: with `realityCheckMinutes` set, every N minutes since the sign-in the player sees how
 * long they have been signed in and the session's net result, and chooses to go on, see the history
 * or sign out.
 */
export function RealityCheckDialog() {
  const { data: user } = useCurrentUser();
  const approved = user?.status === 'approved';
  const settings = useUserSettings({ enabled: approved });
  const minutes = approved ? (settings.data?.realityCheckMinutes ?? null) : null;
  const [session, setSession] = useState<RealityCheckSession | null>(null);
  const [due, setDue] = useState(false);

  // The session starts with the first page that knows the player; a guest (signed out) ends it.
  useEffect(() => {
    if (user === null) {
      writeRealityCheckSession(null);
      setSession(null);
      return;
    }
    if (!user) return;
    const stored = readRealityCheckSession();
    if (stored && stored.userId === user.id) {
      setSession(stored);
      return;
    }
    const started = { userId: user.id, startedAt: Date.now(), startCents: parseCents(user.balance) ?? 0, answered: 0 };
    writeRealityCheckSession(started);
    setSession(started);
  }, [user]);

  useEffect(() => {
    if (!session || minutes === null || due) return;
    const timer = setTimeout(() => setDue(true), msUntilNextCheck(session, minutes, Date.now()));
    return () => clearTimeout(timer);
  }, [session, minutes, due]);

  if (!user || !session || minutes === null || !due) return null;

  const answer = () => {
    const answered = { ...session, answered: checksDue(session, minutes, Date.now()) };
    writeRealityCheckSession(answered);
    setSession(answered);
    setDue(false);
  };
  const netCents = (parseCents(user.balance) ?? 0) - session.startCents;
  return <RealityCheckContent startedAt={session.startedAt} netCents={netCents} onAnswer={answer} />;
}

function RealityCheckContent({
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
      <AlertDialogContent data-testid="reality-check">
        <AlertDialogTitle className="flex items-center gap-2">
          <Clock className="size-5 text-brand" aria-hidden />
          {t('protection.realityCheck.dialogTitle')}
        </AlertDialogTitle>
        <AlertDialogDescription>{t('protection.realityCheck.dialogText', { duration })}</AlertDialogDescription>
        <p className="flex items-baseline justify-between rounded-xl bg-muted px-4 py-3 text-sm">
          <span>{t('protection.realityCheck.net')}</span>
          <span
            className={netCents < 0 ? 'font-black text-destructive tabular-nums' : 'font-black tabular-nums'}
            data-testid="reality-check-net"
          >
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
