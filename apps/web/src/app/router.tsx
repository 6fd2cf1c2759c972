import { safeReturnPath } from '@galope/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, type RouteObject, useLocation, useRoutes, useSearchParams } from 'react-router';

import { CardGridSkeleton } from '@/components/card-grid-skeleton';
import { RenderWhenNear } from '@/components/render-when-near';
import { FullPageSpinner } from '@/components/ui/spinner';
import { INFO_PAGE_KEYS } from '@/features/info/info-pages';
import { LandingPage } from '@/features/landing/landing-page';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { CATEGORIES, type CategoryId } from '@/lib/navigation/categories';
import { withAllTranslations, withPageTranslations, withStaffTranslations } from '@/lib/translation/i18n';

import { AppLayout } from './app-layout';
import { NotFoundPage } from './not-found-page';
import { RouteErrorBoundary } from './route-error-page';
import { type Access, AuthPage, preloadAuthPage, PublicGate, RouteGate, SessionLoadError } from './route-gate';
import { WhilePaused } from './while-paused';

/*
 * Only the layout and the landing's first screen are in the first download (at most 150 KB compressed,
 * e2e/initial-assets.e2e.test.ts). Every page, and the landing's board below its first screen, is
 * fetched when it is shown, under a <Suspense> with its own loading state.
 */
/** A lazy page's module: the page, and what its first screen asks the API for (app/first-screen.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props.
interface PageModule<C extends ComponentType<any>> {
  default: C;
  prefetch?: (queryClient: QueryClient) => Promise<unknown>;
}

/**
 * A lazy page that can be fetched before it is shown: a signed-in player's page is asked for while
 * GET /api/user is under way, not after it (one round trip less before the page's own requests).
 * `prefetch` fetches it and then what its first screen shows. `withTexts`: the Spanish sections it waits
 * for (lib/translation/i18n.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props.
function lazyPage<C extends ComponentType<any>>(
  load: () => Promise<PageModule<C>>,
  withTexts: typeof withAllTranslations = withAllTranslations,
) {
  let loading: Promise<PageModule<C>> | undefined;
  const preload = () => (loading ??= withTexts(load)());
  const prefetch = (queryClient: QueryClient) => preload().then((module) => module.prefetch?.(queryClient));
  return Object.assign(lazy(preload), { preload, prefetch });
}

/** A gated route's `handle`: fetches its page's code (RouteGate), and its first screen's data too (app/first-screen.ts). */
export interface PageRouteHandle {
  preload?: () => Promise<unknown>;
  prefetch?: (queryClient: QueryClient) => Promise<unknown>;
  /** What a guest is shown there: the auth page (RouteGate, AuthRoute). */
  guest?: () => Promise<unknown>;
}

// The player's pages and the landing's board wait for the sections they draw, not the account's.
const Board = lazy(withPageTranslations(() => import('@/features/board/board').then((m) => ({ default: m.Board }))));
const RecentResults = lazy(
  withPageTranslations(() =>
    import('@/features/races/components/recent-results').then((m) => ({ default: m.RecentResults })),
  ),
);
const ComingSoonPage = lazy(
  withAllTranslations(() =>
    import('@/features/coming-soon/coming-soon-page').then((m) => ({ default: m.ComingSoonPage })),
  ),
);
const BoardPage = lazyPage(
  () => import('@/features/board/board-page').then((m) => ({ default: m.BoardPage, prefetch: m.prefetchRaceBoard })),
  withPageTranslations,
);
const BettingPage = lazyPage(
  () => import('@/features/races/betting/betting-page').then((m) => ({ default: m.BettingPage })),
  withPageTranslations,
);
const RacePage = lazyPage(
  () => import('@/features/races/race-page').then((m) => ({ default: m.RacePage })),
  withPageTranslations,
);
const ResultsPage = lazyPage(
  () => import('@/features/races/results/results-page').then((m) => ({ default: m.ResultsPage })),
  withPageTranslations,
);
const EventPage = lazyPage(
  () => import('@/features/sports/event-page').then((m) => ({ default: m.EventPage })),
  withPageTranslations,
);
const DashboardPage = lazyPage(() =>
  import('@/features/panel/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const PanelRoute = lazy(withAllTranslations(() => import('./panel-route').then((m) => ({ default: m.PanelRoute }))));
const DepositRoute = lazy(
  withAllTranslations(() => import('./deposit-route').then((m) => ({ default: m.DepositRoute }))),
);
const AdminRoute = lazy(withStaffTranslations(() => import('./admin-route').then((m) => ({ default: m.AdminRoute }))));
const InfoPage = lazy(
  withAllTranslations(() => import('@/features/info/info-page').then((m) => ({ default: m.InfoPage }))),
);
const ApiManagementPage = lazy(
  withStaffTranslations(() =>
    import('@/features/datasources/api-management-page').then((m) => ({ default: m.ApiManagementPage })),
  ),
);
const ApiTestingPage = lazy(
  withStaffTranslations(() =>
    import('@/features/datasources/api-testing-page').then((m) => ({ default: m.ApiTestingPage })),
  ),
);
const ApiConfigurationPage = lazy(
  withStaffTranslations(() =>
    import('@/features/datasources/api-configuration-page').then((m) => ({ default: m.ApiConfigurationPage })),
  ),
);

/** The categories with pages of their own; every other one gets a translated "coming soon" page. */
const BUILT_CATEGORIES: CategoryId[] = ['results', 'sports', 'horseRacing', 'deposit'];
const COMING_SOON_CATEGORIES = (Object.keys(CATEGORIES) as CategoryId[]).filter((id) => !BUILT_CATEGORIES.includes(id));

function gated(
  path: string,
  render: Parameters<typeof RouteGate>[0]['render'],
  access?: Access,
  preload?: PageRouteHandle['preload'],
  prefetch?: PageRouteHandle['prefetch'],
): RouteObject {
  const handle: PageRouteHandle = { preload, prefetch, guest: preloadAuthPage };
  return { path, handle, element: <RouteGate access={access} render={render} preload={preload} /> };
}

function CategoryComingSoon({ id }: { id: CategoryId }) {
  const { t } = useTranslation();
  return <ComingSoonPage title={t(`categories.${id}`)} icon={CATEGORIES[id].icon} />;
}

function LandingRoute() {
  return (
    <PublicGate>
      <LandingPage
        board={
          <RenderWhenNear name="landing-board" fallback={<CardGridSkeleton />}>
            <Suspense fallback={<CardGridSkeleton />}>
              <Board />
            </Suspense>
          </RenderWhenNear>
        }
        results={
          <RenderWhenNear name="landing-results" fallback={<CardGridSkeleton count={1} />}>
            <Suspense fallback={<CardGridSkeleton count={1} />}>
              <RecentResults />
            </Suspense>
          </RenderWhenNear>
        }
      />
    </PublicGate>
  );
}

/** /auth: a signed-in player is sent to the page its `next` names when it is one of this site's, else to /. */
function AuthRoute() {
  const { data: user, isPending, isError } = useCurrentUser();
  const [searchParams] = useSearchParams();
  if (isPending) return <FullPageSpinner />;
  if (isError) return <SessionLoadError />;
  if (user) return <Navigate to={safeReturnPath(searchParams.get('next')) ?? '/'} replace />;
  return <AuthPage />;
}

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <LandingRoute /> },
      { path: '/auth', element: <AuthRoute />, handle: { guest: preloadAuthPage } satisfies PageRouteHandle },
      // Keys: moving between these pages starts the board on the page's own tab.
      gated(
        '/home',
        () => (
          <WhilePaused>
            <BoardPage key="home" />
          </WhilePaused>
        ),
        undefined,
        BoardPage.preload,
        BoardPage.prefetch,
      ),
      gated(
        '/betting',
        () => (
          <WhilePaused>
            <BettingPage />
          </WhilePaused>
        ),
        undefined,
        BettingPage.preload,
      ),
      gated(
        '/sports',
        () => (
          <WhilePaused>
            <BoardPage key="sports" tab="sports" />
          </WhilePaused>
        ),
        undefined,
        BoardPage.preload,
      ),
      // Results stay readable during a pause, under the pause's banner.
      gated('/results', () => <ResultsPage />, undefined, ResultsPage.preload),
      gated(
        '/race/:id',
        () => (
          <WhilePaused>
            <RacePage />
          </WhilePaused>
        ),
        undefined,
        RacePage.preload,
      ),
      gated(
        '/event/:id',
        () => (
          <WhilePaused>
            <EventPage />
          </WhilePaused>
        ),
        undefined,
        EventPage.preload,
      ),
      gated('/dashboard', (user) => <DashboardPage user={user} />, undefined, DashboardPage.preload),
      gated('/panel', (user) => <PanelRoute user={user} />),
      gated('/deposit', (user) => <DepositRoute user={user} />),
      ...COMING_SOON_CATEGORIES.map((id) => gated(CATEGORIES[id].path, () => <CategoryComingSoon id={id} />)),
      // The footer’s information pages.
      ...INFO_PAGE_KEYS.map((page) => gated(`/${page}`, () => <InfoPage page={page} />)),
      gated('/admin', (user) => <AdminRoute user={user} />, 'admin'),
      gated('/api-management', () => <ApiManagementPage />, 'super_admin'),
      gated('/api-testing', () => <ApiTestingPage />, 'super_admin'),
      gated('/api-configuration', () => <ApiConfigurationPage />, 'super_admin'),
      gated('*', () => <NotFoundPage />),
    ],
  },
];

/*
 * The declarative router, not the data router: no page uses loaders or actions, and the data router
 * alone is 15 KB compressed of the first download. Scroll restoration is ours (./scroll-restoration).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const page = useRoutes(appRoutes);
  return <RouteErrorBoundary resetKey={pathname}>{page}</RouteErrorBoundary>;
}
