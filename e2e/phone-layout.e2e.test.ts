import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { users } from '../apps/server/src/db/schema';
import type { TUserRole } from '@galope/contracts';
import { createUser } from '../apps/server/src/test/test-app';
import { betSlip, DESKTOP, login, MOBILE, openPage, screenshot, settled, startSiteForFile, toasts } from './harness';

const site = startSiteForFile({ simulator: { seed: 13 } });

/** A username as long as one people really pick: an e-mail address (the popup's sign-up uses it), no space to wrap at. */
const LONG_NAME = 'maria.fernanda.gonzalez.rodriguez.2024@correo-ejemplo.com.mx';

/** An approved account of the role with LONG_NAME (plus a tail: usernames are unique) as its username. */
async function longNamedUser(role: TUserRole, tail: string) {
  const user = await createUser(site.app, { role, balance: 1000 });
  const username = `${tail}.${LONG_NAME}`;
  await site.app.database.db.update(users).set({ username }).where(eq(users.id, user.id));
  return { username, password: user.password };
}

/**
 * What is wider than the screen: the page's own scrolling width, and every element whose box passes
 * the screen's edges while nothing clips it (a box inside a scroller or a clipping box is that box's
 * business, checked as an element of its own). Each named by its tag, its classes' start and its text.
 */
function tooWide(page: Page): Promise<{ pageWidth: number; screen: number; sticking: string[] }> {
  return page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    const sticking: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.left >= -1 && rect.right <= screen + 1) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      let clipped = false;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') clipped = true;
      }
      if (clipped) continue;
      const text = (element.textContent ?? '').trim().slice(0, 40);
      sticking.push(
        `<${element.tagName.toLowerCase()} ${String(element.className).slice(0, 40)}> ${Math.round(rect.left)}..${Math.round(rect.right)} "${text}"`,
      );
    }
    return { pageWidth: document.documentElement.scrollWidth, screen, sticking: sticking.slice(0, 5) };
  });
}

/** Opens each path and expects nothing wider than the screen once the page's later parts (the footer) are in. */
async function expectNothingTooWide(page: Page, paths: readonly string[]) {
  const wide: Record<string, Awaited<ReturnType<typeof tooWide>>> = {};
  for (const path of paths) {
    await page.goto(path);
    await page
      .getByRole('contentinfo')
      .waitFor({ timeout: 15_000 })
      .catch((error: unknown) => {
        throw new Error(`${path}: the page did not finish: ${String(error)}`);
      });
    await settled(page);
    const found = await tooWide(page);
    if (found.pageWidth > found.screen || found.sticking.length > 0) wide[path] = found;
  }
  expect(wide).toEqual({});
}

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('the element is not on screen');
  return found;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** An error the player causes on purpose: a stake of 7.777 on the first runner of the board. */
async function causeSlipError(page: Page) {
  await page.getByRole('tab', { name: /^Próximas/ }).click();
  const card = page
    .getByRole('tabpanel', { name: /^Próximas/ })
    .getByRole('article')
    .nth(1);
  await card.waitFor({ timeout: 15_000 });
  // Not the soonest race: it may close while the slip opens, and a closed race leaves the slip.
  await card.getByRole('button', { pressed: false }).first().click();
  await card.getByRole('button', { pressed: true }).waitFor();
}

describe('on a phone', () => {
  it('the page carries the bottom bar and not the sidebar; a wide screen the sidebar and not the bar', async () => {
    // Each is drawn only where it shows: a phone built the sidebar's hundred elements hidden.
    // Counted in the DOM, hidden or not (a role query would skip a hidden one).
    for (const [viewport, sidebars, bars] of [
      [MOBILE, 0, 1],
      [DESKTOP, 1, 0],
    ] as const) {
      const { page } = await openPage(site, { viewport, user: 'jugador' });
      await page.goto('/home');
      await page.getByRole('article').first().waitFor({ timeout: 15_000 });
      expect(await page.locator('aside[aria-label="NAVEGACIÓN"]').count(), `${viewport.width} px`).toBe(sidebars);
      expect(await page.locator('nav[aria-label="Navegación rápida"]').count(), `${viewport.width} px`).toBe(bars);
    }
  });

  it('the WhatsApp button starts as an icon above the bottom bar, and opens to the pill', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: MOBILE });
    await page.goto('/');
    const icon = page.getByRole('button', { name: 'Mostrar contacto por WhatsApp' });
    await icon.waitFor();
    expect(await page.getByRole('link', { name: /^¿Necesitas ayuda\?/ }).count()).toBe(0);
    const nav = await box(page.getByRole('navigation', { name: 'Navegación rápida' }));
    expect((await box(icon)).y + (await box(icon)).height).toBeLessThanOrEqual(nav.y);

    await icon.click();
    await page.getByRole('link', { name: /^¿Necesitas ayuda\?/ }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('the slider’s arrows and dots sit under the banner, not over its text, each at least 24 px', async () => {
    const { page } = await openPage(site, { viewport: MOBILE });
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'Destacados', exact: true });
    await page
      .getByRole('button', { name: /^Ir a la imagen \d+$/ })
      .first()
      .waitFor();
    const banner = await box(slider.locator('img, h2').first());
    for (const control of [
      page.getByRole('button', { name: 'Imagen anterior' }),
      page.getByRole('button', { name: 'Imagen siguiente' }),
      ...(await page.getByRole('button', { name: /^Ir a la imagen \d+$/ }).all()),
    ]) {
      const target = await box(control);
      expect(target.y).toBeGreaterThanOrEqual(banner.y + banner.height - 1);
      expect(target.width).toBeGreaterThanOrEqual(24);
      expect(target.height).toBeGreaterThanOrEqual(24);
    }
    // The artwork is 343×51 px here, its own text a few pixels tall: the slide's title follows it as
    // text of at least 14 px, which no control covers, and the banner is a sensible height.
    // The slide on screen: the only one readers are not told to skip ("1 de 3"), its image named by its title.
    const slide = slider.getByRole('group', { name: /^\d+ de \d+$/ });
    // The caption is the text under the artwork: the slide's title, then its subtitle if it has one.
    const slideTitle = (await slide.getByRole('img').getAttribute('alt'))!;
    const title = slide.getByText(slideTitle, { exact: true });
    const caption = title.locator('..');
    expect(await caption.textContent()).toContain(slideTitle);
    expect(await title.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(
      14,
    );
    const text = await box(caption);
    expect(text.y).toBeGreaterThanOrEqual(banner.y + banner.height - 1);
    for (const control of await slider.getByRole('button').all()) {
      expect(overlaps(text, await box(control))).toBe(false);
    }
    const whole = await box(slider);
    expect(whole.height).toBeGreaterThanOrEqual(90);
    expect(whole.height).toBeLessThanOrEqual(200);
    await screenshot(page, 'phone-slider');
  });

  it('an error toast leaves the open slip’s stake and button visible', async () => {
    const { page } = await openPage(site, { viewport: MOBILE, user: 'jugador' });
    await page.goto('/home');
    await causeSlipError(page);
    await page.getByRole('button', { name: 'Abrir boleto de apuestas (1)' }).click();
    const { slip, stakes, place } = betSlip(page);
    await stakes.fill('7.777');
    await place.click();
    const toast = await box(toasts(page));
    expect(overlaps(toast, await box(place))).toBe(false);
    expect(overlaps(toast, await box(stakes))).toBe(false);
    expect(overlaps(toast, await box(slip.getByRole('alert')))).toBe(false);
    await screenshot(page, 'phone-slip-toast');
  });

  it('/betting shows one race’s runners at a time: the first open, another opened by its card’s button', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: MOBILE, user: 'jugador' });
    await page.goto('/betting');
    const races = page.getByRole('region', { name: 'Carreras', exact: true }).getByRole('article');
    await races.nth(1).waitFor();
    const [first, second] = [races.nth(0), races.nth(1)];
    const entries = (race: Locator) => race.getByRole('region');
    await expect.poll(() => first.getByRole('button', { expanded: true }).count()).toBe(1);
    // The open race's field loads on its own (a skeleton first).
    await entries(first).getByRole('button', { name: 'Apostar' }).first().waitFor();
    expect(await entries(second).count()).toBe(0);

    await second.getByRole('button', { expanded: false }).click();
    await entries(second).getByRole('button', { name: 'Apostar' }).first().waitFor();
    expect(await entries(first).count()).toBe(0);
    expect(await first.getByRole('button', { expanded: false }).count()).toBe(1);

    // Its own button closes it again: no race open.
    await second.getByRole('button', { expanded: true }).click();
    await expect.poll(() => entries(second).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
});

/**
 * Watches the page's layout shifts from its first paint (a PerformanceObserver for 'layout-shift', set
 * up before the page's own scripts): each shift not caused by the player's input, with the elements it
 * moved, for `layoutShifts` to read.
 */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; moved: string[] }> = [];
    Object.assign(window, { layoutShifts: shifts });
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node }> };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(({ node }) =>
          node instanceof Element ? `<${node.tagName.toLowerCase()}> ${(node.textContent ?? '').slice(0, 40)}` : '?',
        );
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's cumulative layout shift so far (every shift summed, stricter than Lighthouse's worst window), and what moved. */
function layoutShifts(page: Page): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(() => {
    const { layoutShifts: shifts } = window as unknown as { layoutShifts: Array<{ value: number; moved: string[] }> };
    return {
      total: shifts.reduce((sum, shift) => sum + shift.value, 0),
      moved: shifts.filter((shift) => shift.value >= 0.001).flatMap((shift) => shift.moved),
    };
  });
}

describe('a signed-in phone’s first screen', () => {
  // Lighthouse read /betting's CLS 0.14: the open first race's field replaced its skeleton after the
  // cards below it were drawn, and pushed them out of view.
  it('does not move once drawn: /betting and /home shift less than 0.02 while they load', async () => {
    const shifted: Record<string, Awaited<ReturnType<typeof layoutShifts>>> = {};
    // What each page draws last of its first screen: /betting's cards after the open first race, the
    // board's tab of races (as many cards as the simulator is running, none at times).
    const drawn: Array<[string, (page: Page) => Locator]> = [
      ['/betting', (page) => page.getByRole('region', { name: 'Carreras', exact: true }).getByRole('article').nth(1)],
      ['/home', (page) => page.getByRole('tabpanel').first()],
    ];
    for (const [path, last] of drawn) {
      const { page, context, consoleErrors } = await openPage(site, { viewport: MOBILE, user: 'jugador' });
      await watchLayoutShifts(page);
      await page.goto(path);
      // Loaded: the page drawn, the footer and the other after-paint parts in, the requests answered.
      await last(page).waitFor({ timeout: 15_000 });
      await page.getByRole('contentinfo').waitFor({ timeout: 15_000 });
      await settled(page);
      const found = await layoutShifts(page);
      if (found.total > 0.02) shifted[path] = found;
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
    expect(shifted).toEqual({});
  });
});

describe('nothing is wider than a phone’s screen', () => {
  it('a player with a long username, on every page', async () => {
    const upcoming = (await (await fetch(`${site.baseUrl}/api/races/upcoming`)).json()) as { id: number }[];
    const events = (await (await fetch(`${site.baseUrl}/api/sports/events`)).json()) as { id: number }[];
    const player = await longNamedUser('user', 'p');
    const { page, consoleErrors } = await openPage(site, { viewport: MOBILE });
    await login(page, player.username, player.password);
    await expectNothingTooWide(page, [
      '/',
      '/home',
      '/betting',
      '/sports',
      '/results',
      `/race/${upcoming[0]!.id}`,
      `/event/${events[0]!.id}`,
      '/dashboard',
      ...['dashboard', 'profile', 'wallet', 'history', 'settings', 'responsible'].map((tab) => `/panel?tab=${tab}`),
      '/deposit',
      '/deposit?tab=withdraw',
      ...['lotteries', 'casino-live', 'slots', 'mini-games', 'virtual-bingo', 'poker', 'virtual-sport'].map(
        (path) => `/${path}`,
      ),
      ...['premium', 'esports', 'bingo-live', 'casino', 'chat'].map((path) => `/${path}`),
      ...['about', 'privacy', 'terms', 'betting-rules', 'help', 'contact', 'live-chat', 'faq'].map(
        (path) => `/${path}`,
      ),
      ...['horse-racing', 'promotions', 'responsible-gambling', 'self-exclusion', 'deposit-limits'].map(
        (path) => `/${path}`,
      ),
      '/age-verification',
      '/no-such-page',
    ]);
    expect(consoleErrors).toEqual([]);
  }, 240_000);

  it('a super administrator with a long username, on the staff’s pages', async () => {
    const staff = await longNamedUser('super_admin', 's');
    const { page, consoleErrors } = await openPage(site, { viewport: MOBILE, colorScheme: 'dark' });
    await login(page, staff.username, staff.password);
    await expectNothingTooWide(page, [
      '/panel',
      ...['api-management', 'admin', 'slider-management'].map((tab) => `/panel?tab=${tab}`),
      '/admin',
      ...['cashier', 'ownRaces', 'tote', 'slider', 'config', 'audit'].map((tab) => `/admin?tab=${tab}`),
      '/api-management',
      '/api-testing',
      '/api-configuration',
    ]);
    expect(consoleErrors).toEqual([]);
  }, 120_000);

  it('a guest, on the open pages and the sign-in prompt of the others', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: MOBILE });
    await expectNothingTooWide(page, [
      '/',
      '/auth',
      '/home',
      '/panel',
      '/deposit',
      '/admin',
      '/about',
      '/no-such-page',
    ]);
    expect(consoleErrors).toEqual([]);
  }, 60_000);

  it('/panel greets a long username whole; the welcome toast and the WhatsApp button stay on screen (375 and 1280 px)', async () => {
    const player = await longNamedUser('user', 'g');
    for (const [viewport, colorScheme] of [
      [MOBILE, 'light'],
      [MOBILE, 'dark'],
      [DESKTOP, 'light'],
      [DESKTOP, 'dark'],
    ] as const) {
      const { page, context, consoleErrors } = await openPage(site, { viewport, colorScheme });
      await page.goto('/auth');
      await page.getByLabel('Usuario', { exact: true }).fill(player.username);
      await page.getByLabel('Contraseña', { exact: true }).fill(player.password);
      await page.getByRole('button', { name: 'Iniciar Sesión' }).last().click();
      // The toast names the player: it wraps inside the screen.
      const toast = await box(toasts(page).first());
      expect(toast.x).toBeGreaterThanOrEqual(0);
      expect(toast.x + toast.width).toBeLessThanOrEqual(viewport.width);

      await page.goto('/panel');
      const greeting = page.getByRole('heading', { level: 1, name: `Bienvenido, ${player.username}` });
      await greeting.waitFor();
      // Every letter of it shows: wrapped, not cut.
      expect(await greeting.evaluate((heading) => heading.scrollWidth <= heading.clientWidth)).toBe(true);
      const whatsapp = page
        .getByRole('button', { name: /WhatsApp/ })
        .or(page.getByRole('link', { name: /^¿Necesitas ayuda\?/ }));
      const contact = await box(whatsapp.first());
      expect(contact.x + contact.width).toBeLessThanOrEqual(viewport.width);
      const found = await tooWide(page);
      expect(found, `${viewport.width} px`).toEqual({ pageWidth: found.screen, screen: found.screen, sticking: [] });
      await screenshot(page, `panel-long-name-${viewport.width}-${colorScheme}`);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  }, 120_000);
});

/**
 * What the floating buttons (the WhatsApp contact, the slip's button) and the bottom bar cover of the
 * page's controls and prices: each is brought into view as a keyboard or a finger brings it, at the
 * bottom edge (the worst place), and the point at its middle and its right end must be its own, not
 * a floating button's. The ones the page is still covering are listed by their text.
 */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>('main button, main input, main a[href], main [data-odds]'),
    ).filter(
      (element) => element.getBoundingClientRect().height > 0 && element.closest('[aria-hidden="true"]') === null,
    );
    const covered: string[] = [];
    /** What is at the element's middle and right end once scrolled to the bottom edge, when it is not the element. */
    const coverOf = async (element: HTMLElement) => {
      element.scrollIntoView({ block: 'end', behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
      // Replaced meanwhile (the list's "more" button is drawn anew once it has added cards).
      if (!element.isConnected) return null;
      const rect = element.getBoundingClientRect();
      for (const x of [rect.left + rect.width / 2, rect.right - 2]) {
        const found = document.elementFromPoint(x, rect.top + rect.height / 2);
        if (found && !element.contains(found) && !found.contains(element)) return found;
      }
      return null;
    };
    for (const element of controls.slice(0, 80)) {
      // Twice: a list that grows as its end comes into view moves what follows it once.
      const found = (await coverOf(element)) && (await coverOf(element));
      if (found) {
        const label = element.getAttribute('aria-label') ?? element.textContent ?? element.tagName;
        const cover = (found.closest('button, a, nav') ?? found).textContent?.trim().slice(0, 30) || found.tagName;
        covered.push(`${label.trim().slice(0, 40)} under ${cover}`);
      }
    }
    return covered;
  });
}

/** The floating WhatsApp button, as an icon or as the pill. */
const whatsapp = (page: Page) =>
  page
    .getByRole('button', { name: 'Mostrar contacto por WhatsApp' })
    .or(page.getByRole('link', { name: /^¿Necesitas ayuda\?/ }));

describe('the floating buttons', () => {
  it('cover no price or control on a phone: a race, /betting, the board, an event (slip button and WhatsApp both shown)', async () => {
    const upcoming = (await (await fetch(`${site.baseUrl}/api/races/upcoming`)).json()) as { id: number }[];
    const events = (await (await fetch(`${site.baseUrl}/api/sports/events`)).json()) as { id: number }[];
    const { page, consoleErrors } = await openPage(site, { viewport: MOBILE, user: 'jugador' });
    await page.goto('/home');
    await causeSlipError(page);
    const slipButton = page.getByRole('button', { name: /^Abrir boleto de apuestas/ });
    await slipButton.waitFor();
    const found: Record<string, string[]> = {};
    // /betting places its bets from its rows: no slip there.
    for (const [path, slip] of [
      [`/race/${upcoming[1]!.id}`, true],
      ['/betting', false],
      ['/home', true],
      [`/event/${events[0]!.id}`, true],
    ] as const) {
      await page.goto(path);
      await page.getByRole('contentinfo').waitFor({ timeout: 15_000 });
      await whatsapp(page).first().waitFor();
      if (slip) await slipButton.waitFor();
      const covered = await coveredControls(page);
      if (covered.length > 0) found[path] = covered;
    }
    expect(found).toEqual({});
    // At the very end of a page the footer's last lines show above the buttons too.
    await page.goto(`/race/${upcoming[1]!.id}`);
    await page.getByRole('contentinfo').waitFor();
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const footerEnd = await box(
      page
        .getByRole('contentinfo')
        .getByText(/Galope/)
        .last(),
    );
    expect(overlaps(footerEnd, await box(whatsapp(page).first()))).toBe(false);
    expect(overlaps(footerEnd, await box(slipButton))).toBe(false);
    await screenshot(page, 'floating-buttons-race-375');
    expect(consoleErrors).toEqual([]);
  }, 180_000);

  it('cover nothing on a wide screen either (the race page, light and dark)', async () => {
    const upcoming = (await (await fetch(`${site.baseUrl}/api/races/upcoming`)).json()) as { id: number }[];
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, context } = await openPage(site, { viewport: DESKTOP, colorScheme, user: 'jugador' });
      await page.goto(`/race/${upcoming[1]!.id}`);
      await page.getByRole('contentinfo').waitFor({ timeout: 15_000 });
      await whatsapp(page).first().waitFor();
      expect(await coveredControls(page)).toEqual([]);
      await screenshot(page, `floating-buttons-race-1280-${colorScheme}`);
      await context.close();
    }
  }, 120_000);

  it('WhatsApp is on the player’s pages and not on the staff’s (/panel’s staff tabs, /admin, /api-*), at 375 and 1280 px', async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const { page, context, consoleErrors } = await openPage(site, { viewport, user: 'superadmin' });
      await page.goto('/panel');
      await whatsapp(page).first().waitFor();
      for (const tab of ['admin', 'slider-management', 'api-management']) {
        await page.goto(`/panel?tab=${tab}`);
        await page.getByRole('contentinfo').waitFor({ timeout: 15_000 });
        await settled(page);
        expect(await whatsapp(page).count(), `/panel?tab=${tab} at ${viewport.width} px`).toBe(0);
      }
      // Back to a player's tab by the tab itself: it comes back.
      await page.getByRole('tab', { name: 'Dashboard' }).click();
      await whatsapp(page).first().waitFor();
      for (const path of ['/admin', '/admin?tab=cashier', '/api-management', '/api-testing', '/api-configuration']) {
        await page.goto(path);
        await page.getByRole('contentinfo').waitFor({ timeout: 15_000 });
        await settled(page);
        expect(await whatsapp(page).count(), `${path} at ${viewport.width} px`).toBe(0);
      }
      await screenshot(page, `no-whatsapp-staff-${viewport.width}`);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  }, 180_000);
});

describe('on a wide screen', () => {
  it('an error toast does not cover the slip', async () => {
    const { page } = await openPage(site, { viewport: DESKTOP, user: 'jugador' });
    await page.goto('/home');
    await causeSlipError(page);
    const { slip, stakes, place } = betSlip(page);
    await stakes.fill('7.777');
    await place.click();
    const toast = await box(toasts(page));
    expect(overlaps(toast, await box(slip))).toBe(false);
    await screenshot(page, 'desktop-slip-toast');
  });
});
