import { parseCents } from '@galope/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';

import { useCurrentUser } from '@/lib/api/get-current-user';
import { useUserSettings } from '@/lib/api/get-user-settings';
import { useAfterFirstScreen } from '@/lib/startup/after-load-and-idle';

import {
  checksDue,
  msUntilNextCheck,
  readRealityCheckSession,
  type RealityCheckSession,
  writeRealityCheckSession,
} from './reality-check-session';

const RealityCheckContent = lazy(() =>
  import('./reality-check-dialog').then((m) => ({ default: m.RealityCheckContent })),
);

/**
 * docs/rules/player-protection.md: with `realityCheckMinutes` set, every N minutes since the sign-in the player sees how
 * long they have been signed in and the session's net result, and chooses to go on, see the history
 * or sign out.
 */
export function RealityCheck() {
  const { data: user } = useCurrentUser();
  const approved = user?.status === 'approved';
  // Its first reminder is minutes away: asked for once the first screen is drawn.
  const firstScreenShown = useAfterFirstScreen();
  const settings = useUserSettings({ enabled: approved && firstScreenShown });
  const minutes = approved ? (settings.data?.realityCheckMinutes ?? null) : null;
  const [session, setSession] = useState<RealityCheckSession | null>(null);
  const [due, setDue] = useState(false);

  // The session starts with the first page that knows the player (the layout ends it at sign-out).
  useEffect(() => {
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
  return (
    <Suspense fallback={null}>
      <RealityCheckContent startedAt={session.startedAt} netCents={netCents} onAnswer={answer} />
    </Suspense>
  );
}
