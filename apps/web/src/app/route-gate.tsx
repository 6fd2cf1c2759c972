import type { TUserResponse } from '@galope/contracts';
import { RefreshCw, WifiOff } from 'lucide-react';
import { type ComponentType, lazy, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { RenderLater } from '@/components/render-later';
import { Button } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/ui/spinner';
import { maybeSignedIn, useCurrentUser } from '@/lib/api/get-current-user';
import { withAllTranslations } from '@/lib/translation/i18n';

import { NotFoundPage } from './not-found-page';

// Only guests and unapproved accounts see these: fetched when needed, under the layout's <Suspense>.
let authPageLoading: Promise<{ default: ComponentType }> | undefined;
/**
 * The auth page's code, once: a guest's first render on a gated path or /auth waits for it (the HTML
 * asked for it, app/first-screen.ts), so the first paint is the sign-in prompt, not a spinner.
 */
export const preloadAuthPage = () =>
  (authPageLoading ??= withAllTranslations(() =>
    import('@/features/auth/auth-page').then((m) => ({ default: m.AuthPage })),
  )());
export const AuthPage = lazy(preloadAuthPage);
const PendingApprovalPage = lazy(
  withAllTranslations(() =>
    import('@/features/pending-approval/pending-approval-page').then((m) => ({ default: m.PendingApprovalPage })),
  ),
);

export type Access = 'approved' | 'admin' | 'super_admin';

function hasAccess(user: TUserResponse, access: Access): boolean {
  if (access === 'admin') return user.role === 'admin' || user.role === 'super_admin';
  if (access === 'super_admin') return user.role === 'super_admin';
  return true;
}

/**
 * The spec's route table: guests see the auth page on every gated path, signed-in players who are
 * not approved see the pending screen, and a page whose role the player lacks is a 404.
 */
export function RouteGate({
  access = 'approved',
  render,
  preload,
}: {
  access?: Access;
  render: (user: TUserResponse) => ReactNode;
  /** Fetches the page's code while the session is asked about, when one may be open. */
  preload?: () => void;
}) {
  const { data: user, isPending, isError } = useCurrentUser();
  const [waited] = useState(isPending);
  useEffect(() => {
    if (isPending && maybeSignedIn()) preload?.();
  }, [isPending, preload]);
  if (isPending) return <FullPageSpinner />;
  if (isError) return <SessionLoadError />;
  if (!user) return <AuthPage />;
  if (user.status !== 'approved') return <PendingApprovalPage user={user} />;
  if (!hasAccess(user, access)) return <NotFoundPage />;
  return <AfterSession waited={waited}>{render(user)}</AfterSession>;
}

/**
 * A page that waited for GET /api/user: the answer reaches React as an urgent update, which renders
 * in one piece, so the page is mounted in a background render split into short slices instead (a
 * throttled phone's main thread stays free, decision 021). A page opened later mounts at once.
 */
function AfterSession({ waited, children }: { waited: boolean; children: ReactNode }) {
  return waited ? <RenderLater fallback={<FullPageSpinner />}>{children}</RenderLater> : <>{children}</>;
}

/** Public pages (/): only wait for the session so the header and prompts are right. */
export function PublicGate({ children }: { children: ReactNode }) {
  const { isPending, isError } = useCurrentUser();
  const [waited] = useState(isPending);
  if (isPending) return <FullPageSpinner />;
  if (isError) return <SessionLoadError />;
  return <AfterSession waited={waited}>{children}</AfterSession>;
}

export function SessionLoadError() {
  const { t } = useTranslation();
  const { refetch, isFetching } = useCurrentUser();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center" role="alert">
      <span className="rounded-full bg-destructive/15 p-3 text-destructive">
        <WifiOff className="size-6" aria-hidden />
      </span>
      <h1 className="text-xl font-black">{t('errors.session.title')}</h1>
      <p className="text-sm text-muted-foreground">{t('errors.session.text')}</p>
      <Button onClick={() => void refetch()} disabled={isFetching}>
        <RefreshCw className={isFetching ? 'animate-spin' : undefined} aria-hidden />
        {t('errors.session.retry')}
      </Button>
    </div>
  );
}
