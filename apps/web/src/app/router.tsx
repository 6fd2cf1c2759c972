import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';

import { BoardPage } from '@/features/board/board-page';
import { Board } from '@/features/board/board';
import { RecentResults } from '@/features/board/recent-results';
import { ComingSoonPage } from '@/features/coming-soon/coming-soon-page';
import { INFO_PAGE_KEYS } from '@/features/info/info-pages';
import { LandingPage } from '@/features/landing/landing-page';
import { FullPageSpinner } from '@/components/ui/spinner';
import { CATEGORIES, type CategoryId } from '@/lib/categories';
import { useCurrentUser } from '@/lib/get-current-user';

import { AppLayout } from './app-layout';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';
import { type Access, PublicGate, RouteGate, SessionLoadError } from './route-gate';

/*
 * Pages a visitor rarely opens first are fetched when their route is: the landing page and the board
 * stay in the first download, everything else waits under the layout's <Suspense>.
 */
const BettingPage = lazy(() => import('@/features/board/betting-page').then((m) => ({ default: m.BettingPage })));
const RacePage = lazy(() => import('@/features/board/race-page').then((m) => ({ default: m.RacePage })));
const EventPage = lazy(() => import('@/features/board/event-page').then((m) => ({ default: m.EventPage })));
const DashboardPage = lazy(() => import('@/features/panel/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const PanelRoute = lazy(() => import('./panel-route').then((m) => ({ default: m.PanelRoute })));
const AdminRoute = lazy(() => import('./admin-route').then((m) => ({ default: m.AdminRoute })));
const AuthPage = lazy(() => import('@/features/auth/auth-page').then((m) => ({ default: m.AuthPage })));
const InfoPage = lazy(() => import('@/features/info/info-page').then((m) => ({ default: m.InfoPage })));
const ApiManagementPage = lazy(() =>
  import('@/features/datasources/api-management-page').then((m) => ({ default: m.ApiManagementPage })),
);
const ApiTestingPage = lazy(() =>
  import('@/features/datasources/api-testing-page').then((m) => ({ default: m.ApiTestingPage })),
);
const ApiConfigurationPage = lazy(() =>
  import('@/features/datasources/api-configuration-page').then((m) => ({ default: m.ApiConfigurationPage })),
);

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

function LandingRoute() {
  return (
    <PublicGate>
      <LandingPage board={<Board />} results={<RecentResults />} />
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

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <LandingRoute /> },
      { path: '/auth', element: <AuthRoute /> },
      // Keys: moving between these pages starts the board on the page's own tab.
      gated('/home', () => <BoardPage key="home" />),
      gated('/betting', () => <BettingPage />),
      gated('/sports', () => <BoardPage key="sports" tab="sports" />),
      gated('/results', () => <BoardPage key="results" tab="races" subTab="finished" />),
      gated('/race/:id', () => <RacePage />),
      gated('/event/:id', () => <EventPage />),
      gated('/dashboard', (user) => <DashboardPage user={user} />),
      gated('/panel', (user) => <PanelRoute user={user} />),
      ...COMING_SOON_CATEGORIES.map((id) => gated(CATEGORIES[id].path, () => <CategoryComingSoon id={id} />)),
      // The footer's information pages (features/info/info-routes lists the same paths, eagerly).
      ...INFO_PAGE_KEYS.map((page) => gated(`/${page}`, () => <InfoPage page={page} />)),
      gated('/admin', (user) => <AdminRoute user={user} />, 'admin'),
      gated('/api-management', () => <ApiManagementPage />, 'super_admin'),
      gated('/api-testing', () => <ApiTestingPage />, 'super_admin'),
      gated('/api-configuration', () => <ApiConfigurationPage />, 'super_admin'),
      gated('*', () => <NotFoundPage />),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
