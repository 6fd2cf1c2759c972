import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';

import { FullPageSpinner } from '@/components/ui/spinner';
import { writeRealityCheckSession } from '@/features/protection/reality-check-session';
import { useSearchLauncher } from '@/features/search/search-launcher';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { cn } from '@/lib/format/cn';
import { useIsMobile } from '@/lib/hooks/use-media-query';
import { useAuthPrompt } from '@/lib/navigation/auth-prompt';
import { useAfterFirstScreen } from '@/lib/startup/after-load-and-idle';
import { withAllTranslations, withPageTranslations } from '@/lib/translation/i18n';

import { BottomNav } from './bottom-nav';
import { Header } from './header';
import { ScrollRestoration } from './scroll-restoration';
import { Sidebar } from './sidebar';
import { useSidebarExpanded } from './use-sidebar-expanded';

// Its forms load the first time a guest opens it, not with every page.
const AuthPopup = lazy(
  withAllTranslations(() => import('@/features/auth/auth-popup').then((m) => ({ default: m.AuthPopup }))),
);
// Only an account from before the site asked for the date of birth ever needs it (docs/rules/player-protection.md).
const DateOfBirthPrompt = lazy(
  withAllTranslations(() =>
    import('@/features/auth/date-of-birth-prompt').then((m) => ({ default: m.DateOfBirthPrompt })),
  ),
);

function LazyDateOfBirthPrompt() {
  const { data: user } = useCurrentUser();
  if (!user || user.role !== 'user' || user.dateOfBirth !== null) return null;
  return (
    <Suspense fallback={null}>
      <DateOfBirthPrompt />
    </Suspense>
  );
}

// Only a signed-in player has a reality check: guests never download it.
const RealityCheck = lazy(
  withAllTranslations(() => import('@/features/protection/reality-check').then((m) => ({ default: m.RealityCheck }))),
);

// Floats over the page once the first screen is drawn and its number has loaded.
const WhatsappButton = lazy(
  withAllTranslations(() => import('@/features/whatsapp/whatsapp-button').then((m) => ({ default: m.WhatsappButton }))),
);

// Below every page's first screen: it comes once that screen is drawn.
const Footer = lazy(withAllTranslations(() => import('./footer').then((m) => ({ default: m.Footer }))));
const MobileNavSheet = lazy(
  withAllTranslations(() => import('./mobile-nav-sheet').then((m) => ({ default: m.MobileNavSheet }))),
);

// Only an account waiting for approval (or rejected) ever sees it.
const PendingAccountNotice = lazy(
  withPageTranslations(() =>
    import('@/features/pending-approval/pending-account-notice').then((m) => ({ default: m.PendingAccountNotice })),
  ),
);

/** The landing is open to everyone: there an unapproved account is told what it waits for (its other pages say it whole). */
function LandingPendingNotice() {
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  if (!user || user.status === 'approved' || pathname !== '/') return null;
  return (
    <Suspense fallback={null}>
      <PendingAccountNotice user={user} />
    </Suspense>
  );
}

/** Mounted from the first opening on, so later openings and its closing animation are instant. */
function LazyAuthPopup() {
  const { isOpen } = useAuthPrompt();
  const [wanted, setWanted] = useState(isOpen);
  if (isOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthPopup />
    </Suspense>
  );
}

/** The phone menu (Radix's dialog) is fetched the first time it opens, then stays mounted like the popup. */
function LazyMobileNavSheet(props: ComponentProps<typeof MobileNavSheet>) {
  const { open } = props;
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MobileNavSheet {...props} />
    </Suspense>
  );
}

function SignedInRealityCheck() {
  const { data: user } = useCurrentUser();
  // Signed out (null, not merely loading): the next sign-in in this tab starts a new session.
  useEffect(() => {
    if (user === null) writeRealityCheckSession(null);
  }, [user]);
  if (user?.status !== 'approved') return null;
  return (
    <Suspense fallback={null}>
      <RealityCheck />
    </Suspense>
  );
}

/** The back office's pages, and the panel's tabs that hold it. */
const STAFF_PAGES = ['/admin', '/api-management', '/api-testing', '/api-configuration'];
const STAFF_PANEL_TABS = ['admin', 'slider-management', 'api-management'];

/** The WhatsApp contact is the players' way to the site's staff: staff at work have no use for it. */
function onStaffPage(pathname: string, search: string): boolean {
  if (STAFF_PAGES.includes(pathname)) return true;
  return pathname === '/panel' && STAFF_PANEL_TABS.includes(new URLSearchParams(search).get('tab') ?? '');
}

export function AppLayout() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { expanded, toggle } = useSidebarExpanded();
  const [mobileNavOpen, setMobileNavOpen] = useState(false);
  const searchLauncher = useSearchLauncher();
  // What is below or beside the first screen mounts once it is drawn: on a phone each part was a
  // request, a script to run and a render before the page's largest paint (decision 021).
  const firstScreenShown = useAfterFirstScreen();
  // The sidebar is a wide screen's, the bottom bar a phone's: each is drawn only where it shows (their
  // classes hide them elsewhere too). A phone built the sidebar's hundred elements for nothing (decision 021).
  const isMobile = useIsMobile();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common.skipToContent')}
      </a>
      <Header onOpenMobileNav={() => setMobileNavOpen(true)} search={searchLauncher} />
      {isMobile ? null : <Sidebar expanded={expanded} onToggle={toggle} />}
      <div className={cn('flex flex-1 flex-col transition-[margin] duration-200', expanded ? 'md:ml-60' : 'md:ml-16')}>
        {/* At least a screen tall: the footer (lazy) never shows above the fold and then jumps down as the page's own lazy parts arrive. */}
        <main id="main" tabIndex={-1} className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col outline-none">
          <LandingPendingNotice />
          <Suspense fallback={<FullPageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
        {firstScreenShown ? (
          <Suspense fallback={null}>
            <Footer className="pb-(--floating-reserve)" />
          </Suspense>
        ) : null}
      </div>
      {isMobile ? <BottomNav /> : null}
      {firstScreenShown && !onStaffPage(pathname, search) ? (
        <Suspense fallback={null}>
          <WhatsappButton />
        </Suspense>
      ) : null}
      <LazyMobileNavSheet open={mobileNavOpen} onOpenChange={setMobileNavOpen} onOpenSearch={searchLauncher.open} />
      {searchLauncher.dialog}
      <LazyAuthPopup />
      {firstScreenShown ? <LazyDateOfBirthPrompt /> : null}
      {firstScreenShown ? <SignedInRealityCheck /> : null}
      <ScrollRestoration />
    </div>
  );
}
