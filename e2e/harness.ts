import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Browser, type BrowserContext, chromium, type Locator, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll, expect, onTestFinished, TestRunner } from 'vitest';
import { startJobs } from '../apps/server/src/jobs/start-jobs';
import type { DataSourcesSettings } from '../apps/server/src/modules/datasources/config/source-catalogue';
import type { LoadShedderOptions } from '../apps/server/src/lib/load-shedder';
import { createTestApp } from '../apps/server/src/test/test-app';

/** Debian's Chromium; no browser is downloaded (the machine reaches only the package registries). */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 740 };
/** The four looks a screen is photographed in: phone then desktop, each light then dark. */
export const LOOKS = (
  [
    ['375', MOBILE],
    ['1280', DESKTOP],
  ] as const
).flatMap(([label, viewport]) => (['light', 'dark'] as const).map((colorScheme) => ({ label, viewport, colorScheme })));

type Look = (typeof LOOKS)[number];

/**
 * The looks each screen is drawn in, grouped by look (one page per look visits its screens).
 * `SCREENSHOTS=all` draws every screen in all four, for people to look at before a change lands. By
 * default each screen is drawn once, the screens taking the looks in turn: a run still draws every look
 * and every screen, and checks each for console errors, at a quarter of the page loads (the browser
 * tests' time goes into loading pages on this machine's two cores).
 */
export function looksFor<T>(screens: readonly T[]): Array<{ look: Look; screens: T[] }> {
  const all = process.env.SCREENSHOTS === 'all';
  return LOOKS.map((look, index) => ({
    look,
    screens: screens.filter((_, position) => all || position % LOOKS.length === index),
  })).filter((group) => group.screens.length > 0);
}

/** Console errors a page may print without a bug: the browser's own note about an expected 401, 403 or 404. */
const EXPECTED_CONSOLE_ERRORS = [/Failed to load resource: the server responded with a status of 40[134]/];

export type Site = {
  baseUrl: string;
  /** The server itself, for a test to set up what no screen creates (a race overdue for its result). */
  app: FastifyInstance;
  browser: Browser;
  close(): Promise<void>;
};

/**
 * The real server (built web app, demo accounts, in-memory embedded database, and the race
 * simulator when asked for) listening on a free port, and a headless Chromium. `dataSources` points
 * the external sources at a local fake of the services (start-fake-services.ts).
 */
export async function startSite(
  options: {
    simulator?: { seed?: number; speed?: number };
    dataSources?: DataSourcesSettings;
    /** How many bets the server takes at once before it answers 503 BUSY (lib/load-shedder.ts). */
    loadShedding?: Partial<LoadShedderOptions>;
  } = {},
): Promise<Site> {
  const app = await createTestApp(
    {
      ...(options.dataSources ? { dataSources: options.dataSources } : {}),
      demoData: true,
      webDistDir: path.resolve(import.meta.dirname, '../apps/web/dist'),
      listCacheMs: 1000,
      simulator: {
        enabled: Boolean(options.simulator),
        seed: options.simulator?.seed ?? 1,
        speed: options.simulator?.speed ?? 1,
      },
    },
    options.loadShedding ? { loadShedding: options.loadShedding } : {},
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  // The simulator (when asked for) and the settlement sweep, as `npm start` runs them.
  await startJobs(app);
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  const baseUrl = `http://localhost:${address.port}`;
  if (options.simulator) await untilRacesWritten(baseUrl);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return {
    baseUrl,
    app,
    browser,
    async close() {
      await browser.close();
      await app.close();
    },
  };
}

/**
 * Until the simulator has written its race day: a page opened before it is told there are no races,
 * and a board keeps that answer for a minute (its refresh), longer than a test waits for a card.
 */
async function untilRacesWritten(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const answers = await Promise.all(
      ['/api/races/live', '/api/races/upcoming'].map(async (path) => (await fetch(`${baseUrl}${path}`)).json()),
    );
    if (answers.some((races) => Array.isArray(races) && races.length > 0)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the simulator wrote no races in 30 s');
}

/**
 * The site of a test file, called at its top: started before the file's first test (and before the
 * `beforeAll`s written after this call) and closed after its last. Its fields are there from then on.
 */
export function startSiteForFile(options: Parameters<typeof startSite>[0] = {}): Site {
  const site = {} as Site;
  let started: Site | undefined;
  beforeAll(async () => {
    started = await startSite(options);
    Object.assign(site, started);
  });
  afterAll(async () => {
    await started?.close();
  });
  return site;
}

/** Each language in each theme once, on a phone and on a desktop: for walks that read a screen in both languages. */
export const LANGUAGE_LOOKS = [
  ['es', { viewport: MOBILE, colorScheme: 'light' }],
  ['en', { viewport: MOBILE, colorScheme: 'dark' }],
  ['en', { viewport: DESKTOP, colorScheme: 'light' }],
  ['es', { viewport: DESKTOP, colorScheme: 'dark' }],
] as const;
export type LanguageLook = (typeof LANGUAGE_LOOKS)[number][1];

export type OpenPage = { page: Page; context: BrowserContext; consoleErrors: string[] };

/**
 * A fresh browser context (own cookies and storage) and page. Every unexpected console error is
 * collected in `consoleErrors` for the test to expect empty. A page opened in a test closes when the
 * test ends: a board left open keeps its live socket and its once-a-second countdown, and a file's
 * forgotten pages slowed each later test of the file (board.e2e's screenshots took 10 s a page, not 4).
 */
export async function openPage(
  site: Site,
  options: {
    viewport?: { width: number; height: number };
    colorScheme?: 'light' | 'dark';
    locale?: string;
    /** A demo account to sign the page in as (`login`) before the test's first visit. */
    user?: string;
  } = {},
): Promise<OpenPage> {
  const context = await site.browser.newContext({
    baseURL: site.baseUrl,
    viewport: options.viewport ?? DESKTOP,
    colorScheme: options.colorScheme ?? 'light',
    locale: options.locale ?? 'es-MX',
  });
  // Outside a test (a beforeAll) there is no test to end; the browser's close takes the page.
  if (TestRunner.getCurrentTest()) onTestFinished(() => context.close());
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!EXPECTED_CONSOLE_ERRORS.some((pattern) => pattern.test(text))) consoleErrors.push(text);
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  if (options.user) await login(page, options.user);
  return { page, context, consoleErrors };
}

/** The requests each page from `openPage` has sent and not yet had answered, for `settled`. */
const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Until the page has loaded and no request of its own has been in flight for `quietMs`: its data
 * answered, its lazy parts in. Playwright's 'networkidle' is the same with 500 ms of quiet, which a test
 * that visits forty pages pays forty times (a live socket counts for neither).
 */
export async function settled(page: Page, quietMs = 150): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('settled() takes a page opened by openPage');
  await page.waitForLoadState('load');
  const deadline = Date.now() + 15_000;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if (pending.size > 0) quietSince = Date.now();
    if (Date.now() > deadline) {
      throw new Error(`still waiting after 15 s for ${[...pending].map((request) => request.url()).join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * A page in the language this browser chose before (the header's ES | EN, remembered locally), signed in
 * as `user` when one is named.
 */
export async function openInLanguage(site: Site, language: 'es' | 'en', look: LanguageLook, user?: string) {
  const opened = await openPage(site, { ...look, ...(user ? { user } : {}) });
  await opened.page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
  return opened;
}

/** Signs the page's browser context in through the API (the cookie lands in the context). */
export async function login(page: Page, username: string, password = 'demo1234'): Promise<void> {
  const response = await page.request.post('/api/login', { data: { username, password } });
  if (!response.ok()) throw new Error(`login as ${username} failed: ${response.status()} ${await response.text()}`);
}

/** Screenshots for people to look at; not committed (.gitignore). */
/** The toasts on screen, oldest first, found as a screen reader does: the items of the notifications region. */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /^(Notificaciones|Notifications) \(/ }).getByRole('listitem');
}

/** The player's balance in the header: a live region named "Saldo". */
export const headerBalance = (page: Page) => page.getByRole('status', { name: /^(Saldo|Balance)$/ });

/** Switches the page's language with the header's ES | EN buttons. */
export async function chooseLanguage(page: Page, language: 'ES' | 'EN'): Promise<void> {
  await page
    .getByRole('group', { name: /^(Idioma|Language)$/ })
    .first()
    .getByRole('button', { name: language })
    .click();
}

/** Adds to the slip the first runner not in it yet of the race card named `raceName`, on the board on screen. */
export async function addFirstRunnerToSlip(page: Page, raceName: string): Promise<void> {
  const card = page.getByRole('article', { name: raceName, exact: true });
  await card.waitFor({ timeout: 15_000 });
  await card.getByRole('button', { pressed: false }).first().click();
}

/** The bet slip (beside the board, or in the phone's bottom sheet) and its parts, as a player finds them. */
export function betSlip(page: Page) {
  const slip = page.getByRole('region', { name: 'Boleto de apuestas' });
  return {
    slip,
    items: slip.getByRole('listitem'),
    stakes: slip.getByRole('spinbutton', { name: /^Importe para / }),
    place: slip.getByRole('button', { name: 'Apostar', exact: true }),
  };
}

/** The home page's highlights carousel ("Destacados"). */
export const highlights = (page: Page) => page.getByRole('region', { name: 'Destacados', exact: true });

/** A slide of the highlights: its picture, named by the slide's title (the slides not shown are hidden from readers). */
export const highlightNamed = (page: Page, title: string) =>
  highlights(page).getByRole('img', { name: title, exact: true, includeHidden: true });

/**
 * Opens the home page until the slide titled `title` is among its highlights, and answers that slide:
 * the public list is cached for a moment on the server, so a slide just saved shows after a reload.
 */
export async function reloadUntilHighlighted(page: Page, title: string): Promise<Locator> {
  const slide = highlightNamed(page, title);
  await expect
    .poll(
      async () => {
        await page.goto('/');
        await highlights(page).waitFor();
        return slide.count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  return slide;
}

/**
 * What a definition list says for a term ("Cuota", "Total apostado"): the definition after it. Found
 * from the term a reader sees: ARIA gives a definition no name of its own to be found by.
 */
export const definitionOf = (scope: Page | Locator, term: string) =>
  scope.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.resolve(import.meta.dirname, '../.screenshots', `${name}.png`), fullPage: false });
}
