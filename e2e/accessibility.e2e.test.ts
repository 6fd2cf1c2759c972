import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, seriousViolations } from './accessibility';
import { DESKTOP, MOBILE, openPage, settled, startSiteForFile } from './harness';

// The simulator fills the board with races of every kind of price, live and finished, and fixtures.
const site = startSiteForFile({ simulator: { seed: 11 } });
let raceId: number | undefined;
let eventId: number | undefined;
beforeAll(async () => {
  const { page } = await openPage(site);
  const first = async (url: string) => ((await (await page.request.get(url)).json()) as { id: number }[])[0]?.id;
  // The simulator writes its first race day a moment after the server starts.
  for (let attempt = 0; attempt < 60 && (raceId === undefined || eventId === undefined); attempt++) {
    if (attempt > 0) await page.waitForTimeout(500);
    raceId ??= await first('/api/races/upcoming');
    eventId ??= await first('/api/sports/events');
  }
  if (raceId === undefined || eventId === undefined)
    throw new Error('the simulator has not written any races or events');
});

/** Until every animation or transition that ends has ended (a spinner or a pulsing dot never does). */
function transitionsEnded(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * `ready`: what shows the page's content is in, found as a player finds it. `reveal`: a section that
 * renders as it comes near the screen, scrolled to before the check.
 */
type Check = { path: () => string; user?: string; ready: (page: Page) => Locator; reveal?: string };

/** The main pages (`/`, `/home`, `/betting`, …), each as the person who uses it sees it, once its content is in. */
const PAGES: Record<string, Check> = {
  landing: { path: () => '/', ready: (page) => page.locator('#live').getByRole('article').first(), reveal: '#live' },
  board: { path: () => '/home', user: 'jugador', ready: (page) => page.getByRole('article').first() },
  race: {
    path: () => `/race/${raceId}`,
    user: 'jugador',
    ready: (page) => page.getByRole('heading', { name: /^Participantes/ }),
  },
  event: {
    path: () => `/event/${eventId}`,
    user: 'jugador',
    ready: (page) => page.getByRole('heading', { name: 'Historial de enfrentamientos' }),
  },
  // A race to bet on: a button of the desktop's race bar, a card on a phone.
  betting: {
    path: () => '/betting',
    user: 'jugador',
    ready: (page) =>
      page
        .getByRole('group', { name: 'Carreras', exact: true })
        .getByRole('button')
        .or(page.getByRole('region', { name: 'Carreras', exact: true }).getByRole('article'))
        .first(),
  },
  panel: { path: () => '/panel', user: 'jugador', ready: (page) => page.getByRole('tabpanel', { name: 'Dashboard' }) },
  'responsible gambling': {
    path: () => '/panel?tab=responsible',
    user: 'jugador',
    ready: (page) => page.getByLabel('Apuestas por día'),
  },
  'back office': {
    path: () => '/admin',
    user: 'admin',
    ready: (page) =>
      page
        .getByRole('table', { name: 'Gestión de usuarios' })
        .or(page.getByRole('list', { name: 'Gestión de usuarios' })),
  },
  cashier: {
    path: () => '/deposit',
    user: 'jugador',
    ready: (page) =>
      page.getByRole('tabpanel', { name: 'Depósito' }).getByRole('button', { name: 'Solicitar depósito' }),
  },
  "staff's cashier": {
    path: () => '/admin?tab=cashier',
    user: 'admin',
    ready: (page) => page.getByRole('region', { name: 'Métodos de pago' }).getByRole('listitem').first(),
  },
};

describe('axe-core finds no serious or critical violation (contrast, names, lists, 24 px targets)', () => {
  for (const [name, check] of Object.entries(PAGES)) {
    it(`on the ${name}, light and dark, at 375 and 1280 px`, async () => {
      for (const viewport of [MOBILE, DESKTOP]) {
        const { page, consoleErrors } = await openPage(site, { viewport, user: check.user });
        for (const colorScheme of ['light', 'dark'] as const) {
          // Each theme on a page loaded in it: axe run again on a document whose theme had changed
          // kept the earlier run's colours (a dark page checked with light text).
          await page.emulateMedia({ colorScheme });
          await page.goto(check.path());
          if (check.reveal) await page.locator(check.reveal).scrollIntoViewIfNeeded();
          await check.ready(page).waitFor({ timeout: 15_000 });
          // Lazy parts (the footer, the header's menus) in, and the transitions begun meanwhile (a price's
          // flash, a panel fading in) at their end: axe reads colours as they stand.
          await settled(page);
          await transitionsEnded(page);
          const violations = await seriousViolations(page);
          expect(describeViolations(violations), `${name} ${viewport.width} px ${colorScheme}`).toBe('');
        }
        expect(consoleErrors).toEqual([]);
      }
    });
  }
});
