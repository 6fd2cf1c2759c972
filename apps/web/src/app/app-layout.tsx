import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';

import { FullPageSpinner } from '@/components/ui/spinner';
import { WhatsappButton } from '@/features/whatsapp/whatsapp-button';
import { useAuthPrompt } from '@/lib/auth-prompt';
import { cn } from '@/lib/cn';

import { BottomNav } from './bottom-nav';
import { Footer } from './footer';
import { Header } from './header';
import { MobileNavSheet } from './mobile-nav-sheet';
import { Sidebar } from './sidebar';
import { useSidebarExpanded } from './use-sidebar-expanded';

// Its forms load the first time a guest opens it, not with every page.
const AuthPopup = lazy(() => import('@/features/auth/auth-popup').then((m) => ({ default: m.AuthPopup })));

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

export function AppLayout() {
  const { t } = useTranslation();
  const { expanded, toggle } = useSidebarExpanded();
  const [mobileNavOpen, setMobileNavOpen] = useState(false);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common.skipToContent')}
      </a>
      <Header onOpenMobileNav={() => setMobileNavOpen(true)} />
      <Sidebar expanded={expanded} onToggle={toggle} />
      <div
        className={cn('flex flex-1 flex-col transition-[margin] duration-200', expanded ? 'md:ml-60' : 'md:ml-16')}
        data-testid="content"
      >
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
          <Suspense fallback={<FullPageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer className="pb-20 md:pb-0" />
      </div>
      <BottomNav />
      <WhatsappButton />
      <MobileNavSheet open={mobileNavOpen} onOpenChange={setMobileNavOpen} />
      <LazyAuthPopup />
      <ScrollRestoration />
    </div>
  );
}
