import { Database, FlaskConical, type LucideIcon, Settings2, ShieldCheck, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';

import { AuthPage } from '@/features/auth/auth-page';
import { BoardPage } from '@/features/board/board-page';
import { Board } from '@/features/board/board';
import { ComingSoonPage } from '@/features/coming-soon/coming-soon-page';
import { infoRoutes } from '@/features/info/info-routes';
import { LandingPage } from '@/features/landing/landing-page';
import { DashboardPage } from '@/features/panel/dashboard-page';
import { PanelPage } from '@/features/panel/panel-page';
import { FullPageSpinner } from '@/components/ui/spinner';
import { CATEGORIES, type CategoryId } from '@/lib/categories';
import { useCurrentUser } from '@/lib/get-current-user';

import { AppLayout } from './app-layout';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';
import { type Access, PublicGate, RouteGate, SessionLoadError } from './route-gate';

/** Categories that open in a later release: each gets a translated "coming soon" page. */
const COMING_SOON_CATEGORIES: CategoryId[] = [
  'lotteries',
  'casinoLive',
  'bingoLive',
  'slots',
  'miniGames',
  'virtualBingo',
  'poker',
  'virtualSport',
  'premium',
  'esports',
  'casino',
  'deposit',
  'chat',
];

function gated(path: string, render: Parameters<typeof RouteGate>[0]['render'], access?: Access): RouteObject {
  return { path, element: <RouteGate access={access} render={render} /> };
}

function CategoryComingSoon({ id }: { id: CategoryId }) {
  const { t } = useTranslation();
  return <ComingSoonPage title={t(`categories.${id}`)} icon={CATEGORIES[id].icon} />;
}

function LaterRelease({ titleKey, icon }: { titleKey: string; icon: LucideIcon }) {
  const { t } = useTranslation();
  return <ComingSoonPage title={t(titleKey)} description={t('comingSoon.laterRelease')} icon={icon} />;
}

function LandingRoute() {
  return (
    <PublicGate>
      <LandingPage board={<Board />} />
    </PublicGate>
  );
}

/** /auth: a signed-in player is sent to /. */
function AuthRoute() {
  const { data: user, isPending, isError } = useCurrentUser();
  if (isPending) return <FullPageSpinner />;
  if (isError) return <SessionLoadError />;
  if (user) return <Navigate to="/" replace />;
  return <AuthPage />;
}

function wrapInGate(route: RouteObject): RouteObject {
  if (route.index || !route.element) return route;
  const element = route.element;
  return { ...route, element: <RouteGate render={() => element} /> };
}

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <LandingRoute /> },
      { path: '/auth', element: <AuthRoute /> },
      // Keys: moving between these pages starts the board on the page's own tab.
      gated('/home', () => <BoardPage key="home" />),
      gated('/betting', () => <BoardPage key="betting" tab="races" subTab="upcoming" />),
      gated('/sports', () => <BoardPage key="sports" tab="sports" />),
      gated('/results', () => <BoardPage key="results" tab="races" subTab="finished" />),
      gated('/race/:id', () => <LaterRelease titleKey="comingSoon.raceDetail" icon={Timer} />),
      gated('/event/:id', () => <LaterRelease titleKey="comingSoon.eventDetail" icon={Timer} />),
      gated('/dashboard', (user) => <DashboardPage user={user} />),
      gated('/panel', (user) => <PanelPage user={user} />),
      ...COMING_SOON_CATEGORIES.map((id) => gated(CATEGORIES[id].path, () => <CategoryComingSoon id={id} />)),
      ...infoRoutes.map(wrapInGate),
      gated('/admin', () => <LaterRelease titleKey="admin.title" icon={ShieldCheck} />, 'admin'),
      gated('/api-management', () => <LaterRelease titleKey="admin.apiManagement" icon={Database} />, 'super_admin'),
      gated('/api-testing', () => <LaterRelease titleKey="admin.apiTesting" icon={FlaskConical} />, 'super_admin'),
      gated(
        '/api-configuration',
        () => <LaterRelease titleKey="admin.apiConfiguration" icon={Settings2} />,
        'super_admin',
      ),
      gated('*', () => <NotFoundPage />),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
