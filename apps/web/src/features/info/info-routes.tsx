import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';

const InfoPage = lazy(() => import('./info-page').then((module) => ({ default: module.InfoPage })));

export const infoRoutes: RouteObject[] = [
  {
    path: '/about',
    element: (
      <Suspense fallback={null}>
        <InfoPage page="about" />
      </Suspense>
    ),
  },
];
