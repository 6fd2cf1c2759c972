import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, openPage, startSiteForFile } from './harness';

// The simulator's races make the landing and the board pages taller than a few screens.
const site = startSiteForFile({ simulator: { seed: 5 } });

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * Scrolls to the landing's board until its first card is there, as a player would: the board renders
 * as it comes near the screen, and what loads above it can still move it down after the first scroll.
 * The simulator's races follow the clock, so at some hours the board holds a single card.
 */
async function scrollToBoard(page: Page) {
  const card = page.locator('#live').getByRole('article').first();
  await expect
    .poll(
      async () => {
        await page.locator('#live').scrollIntoViewIfNeeded();
        return card.isVisible();
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return card;
}

/** Scrolls as far down as the page goes once its lazy parts are in, and answers where it stopped. */
async function scrollToEnd(page: Page): Promise<number> {
  await scrollToBoard(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1_000);
  return scrollY(page);
}

/** Still at the top a moment later: nothing restores an old position once the page has loaded. */
async function expectAtTopToStay(page: Page) {
  await page.getByRole('region', { name: 'Carreras y deportes', exact: true }).waitFor();
  // The slides are in; the board below the first screen waits to be scrolled to.
  await page.getByRole('region', { name: 'Destacados' }).first().waitFor({ timeout: 15_000 });
  await page.waitForTimeout(1000);
  expect(await scrollY(page)).toBe(0);
}

/**
 * From far down the board's upcoming races to a race and back, forward and back again, and a reload:
 * the race opens at its top, the board where it was. Answers 'list changed' when the first upcoming
 * race went off meanwhile and the board did not come back to its place (unless `last`: then it fails).
 */
async function walkFromBoardToRaceAndBack(page: Page, last: boolean): Promise<'done' | 'list changed'> {
  await page.goto('/home');
  await page.getByRole('tab', { name: /^Próximas/ }).click();
  const cards = page.getByRole('tabpanel', { name: /^Próximas/ }).getByRole('article');
  await cards.nth(5).waitFor({ timeout: 15_000 });
  const firstRace = await cards.first().getAttribute('data-race-id');
  const card = cards.nth(5);
  const raceId = await card.getAttribute('data-race-id');
  const raceTitle = page.getByRole('heading', { level: 1, name: (await card.getByRole('heading').textContent())! });
  const details = card.getByRole('link', { name: 'Detalles' });
  await card.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  // Where a finger would tap it: clear of the floating buttons, so the click scrolls no further.
  await details.scrollIntoViewIfNeeded();
  const boardPosition = await scrollY(page);
  expect(boardPosition).toBeGreaterThan(1_000);
  /** Back at `boardPosition`; false when it is not because the list lost its first race. */
  const backInPlace = async () => {
    try {
      await expect.poll(() => scrollY(page), { timeout: 10_000 }).toBe(boardPosition);
      return true;
    } catch (error) {
      // A list still loading again (its first race gone off) counts as changed; the last walk must hold.
      const nowFirst = await cards
        .first()
        .getAttribute('data-race-id', { timeout: 5_000 })
        .catch(() => null);
      if (last || nowFirst === firstRace) throw error;
      return false;
    }
  };

  await details.click();
  await page.waitForURL(`**/race/${raceId}`);
  await raceTitle.waitFor();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await page.waitForURL('**/home');
  // The board comes back on the tab the player had chosen, scrolled to the same card.
  if (!(await backInPlace())) return 'list changed';

  await page.goForward();
  await raceTitle.waitFor();
  await expect.poll(() => scrollY(page)).toBe(0);

  // A reload keeps the place too, as browsers do.
  await page.goBack();
  if (!(await backInPlace())) return 'list changed';
  await page.reload();
  if (!(await backInPlace())) return 'list changed';
  return 'done';
}

describe('where a page opens', () => {
  it('a guest who scrolled the landing to its end and opens URLs in the same tab starts each at the top, bottom bar shown', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: MOBILE });
    await page.goto('/');
    await scrollToEnd(page);
    const bottomBar = page.getByRole('navigation', { name: 'Navegación rápida' });
    await expect.poll(() => bottomBar.getAttribute('data-hidden')).toBe('true');

    await page.goto('/responsible-gambling');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(500);
    expect(await scrollY(page)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

    await page.goto('/');
    await expectAtTopToStay(page);
    expect(await bottomBar.getAttribute('data-hidden')).toBe('false');
    expect(consoleErrors).toEqual([]);
  });

  it('a player who signs out ("Salir") from the bottom of the landing lands on its top', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: DESKTOP, user: 'jugador' });
    await page.goto('/');
    await scrollToEnd(page);
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.getByRole('button', { name: 'INGRESAR' }).waitFor();
    await expectAtTopToStay(page);
    expect(consoleErrors).toEqual([]);
  });

  it('a player opens a race from far down the board at its top, and back returns to the same card', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: MOBILE, user: 'jugador' });
    // The races follow the clock: one that goes off during the walk leaves the upcoming list, and every
    // card below moves up by a card's height. Then the walk is made again, twice at most.
    let attempt = 1;
    while ((await walkFromBoardToRaceAndBack(page, attempt === 3)) === 'list changed') attempt += 1;
    expect(consoleErrors).toEqual([]);
  });

  it('a guest back on the landing from a race finds its board drawn and the same place, without scrolling to it again', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: MOBILE });
    await page.goto('/');
    const card = await scrollToBoard(page);
    const details = card.getByRole('link', { name: /^(Detalles|Ver carrera)$/ });
    // Where a finger would tap it: clear of the floating buttons, so the click scrolls no further.
    await details.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(500);
    // The place is the card on screen: what loads above it later (the live banner's count, a race that
    // started) moves the page's scrollY, and the browser's scroll anchoring keeps the card where it was.
    const raceId = await card.getAttribute('data-race-id');
    const cardTop = () =>
      page
        .locator(`#live article[data-race-id="${raceId}"]`)
        .evaluate((element) => Math.round(element.getBoundingClientRect().top))
        .catch(() => Number.NaN);
    const onScreen = await cardTop();

    // A live race's card says "Ver carrera", the others "Detalles".
    await details.click();
    await page.waitForURL('**/race/*');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(async () => Math.abs((await cardTop()) - onScreen), { timeout: 10_000 }).toBeLessThanOrEqual(2);
    expect(await scrollY(page)).toBeGreaterThan(500);
    expect(await page.locator('#live').getByRole('article').count()).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
  });

  it('a link to a section of the landing opens at that section', async () => {
    const { page } = await openPage(site, { viewport: DESKTOP });
    await page.goto('/responsible-gambling');
    await page.getByRole('link', { name: 'Resultados', exact: true }).first().click();
    await page.waitForURL('**/#results');
    const sectionTop = () =>
      page.evaluate(() => Math.round(document.getElementById('results')?.getBoundingClientRect().top ?? -1));
    // Once the board above it is in (the section starts far down the page), the section is at the top.
    await page.getByRole('article').first().waitFor({ timeout: 15_000 });
    await expect
      .poll(async () => ({ top: (await sectionTop()) < 100, scrolled: (await scrollY(page)) > 500 }), {
        timeout: 10_000,
      })
      .toEqual({ top: true, scrolled: true });
  });
});
