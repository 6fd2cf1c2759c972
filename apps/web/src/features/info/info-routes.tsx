import type { RouteObject } from 'react-router';
import { InfoPage } from './info-page';
import { INFO_PAGE_KEYS } from './info-pages';

/**
 * The public information pages linked from the footer (/about, /terms, /faq…). Mount them as children
 * of the site layout route: each renders only its content area, with its copy from the `info` i18next
 * namespace. The pages need no session; which audience may reach them is the router's decision.
 */
export const infoRoutes: RouteObject[] = INFO_PAGE_KEYS.map((page) => ({
  path: `/${page}`,
  element: <InfoPage page={page} />,
}));
