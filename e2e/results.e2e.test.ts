import type { TResultsResponse } from '@galope/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { totePools } from '../apps/server/src/db/schema';
import { createRace, createSportEvent } from '../apps/server/src/test/race-fixtures';
import { describeViolations, seriousViolations } from './accessibility';
import { DESKTOP, MOBILE, openInLanguage, openPage, screenshot, startSiteForFile } from './harness';

// No simulator: the races here are finished ones the test writes, today and yesterday in the site's calendar.
const site = startSiteForFile();

/** A day of the site's calendar (America/Mexico_City, UTC−6 all year since 2022). */
const siteDay = (daysAgo: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(
    new Date(Date.now() - daysAgo * 24 * 60 * 60_000),
  );
const today = siteDay(0);
const yesterday = siteDay(1);

let todays: Awaited<ReturnType<typeof createRace>>;
let yesterdays: Awaited<ReturnType<typeof createRace>>;
let match: Awaited<ReturnType<typeof createSportEvent>>;
beforeAll(async () => {
  const { db } = site.app.database;
  // Noon in Mexico City of each day; finished, the second runner home first.
  todays = await createRace(db, {
    status: 'finished',
    scheduledTime: new Date(`${today}T12:00:00-06:00`),
    trackName: 'Hipódromo de Hoy',
    // Names as long as real ones get, and a long shot's price: what would push a phone's table wider.
    longNames: true,
    finishPositions: [2, 1, 3, 4, 5, 6],
    prices: [
      ['2.50', '3.00'],
      ['151.00', '99.00'],
      ['12.00', '10.00'],
      ['4.50', '4.00'],
      ['5.50', '5.00'],
      ['6.50', '6.00'],
    ],
  });
  // The tote settled on it: what the results show beside the fixed-odds returns.
  const rules = {
    takeoutBasisPoints: 1500,
    breakageCents: 10 as const,
    rounding: 'down' as const,
    minimumDividendCents: 105,
    placeMethod: 'profit_split' as const,
    placePlaces: 2 as const,
  };
  const [second, first] = [todays.entries[0]!.id, todays.entries[1]!.id];
  await db.insert(totePools).values([
    {
      raceId: todays.race.id,
      pool: 'win',
      rules,
      minimumStake: '1.00',
      status: 'final',
      dividends: { dividends: [{ selection: [first], cents: 8420 }], refunds: [] },
    },
    {
      raceId: todays.race.id,
      pool: 'exacta',
      rules,
      minimumStake: '1.00',
      status: 'final',
      dividends: { dividends: [{ selection: [first, second], cents: 31275 }], refunds: [] },
    },
  ]);
  yesterdays = await createRace(db, {
    status: 'finished',
    scheduledTime: new Date(`${yesterday}T12:00:00-06:00`),
    trackName: 'Hipódromo de Ayer',
  });
  match = await createSportEvent(db, { status: 'finished', scheduledTime: new Date(`${today}T13:00:00-06:00`) });
});

const raceArticle = (page: Page, name: string) => page.getByRole('article', { name });

describe('the results page', () => {
  it("shows today's race with its winner and what it paid, as the API gives them, and yesterday's a day back", async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: DESKTOP, user: 'jugador' });
    const api = (await (await page.request.get(`/api/results?date=${today}`)).json()) as TResultsResponse;
    const result = api.races.find((race) => race.id === todays.race.id)!;
    const winner = result.runners[0]!;
    expect(winner.horseName).toBe(todays.horses[1]!.name);

    await page.goto('/results');
    await page.getByRole('heading', { level: 1, name: 'Resultados' }).waitFor({ timeout: 15_000 });
    const article = raceArticle(page, todays.race.name);
    await article.waitFor({ timeout: 15_000 });
    expect(await article.textContent()).toContain('Hipódromo de Hoy');
    const firstRow = article.getByRole('row').nth(1);
    expect(await firstRow.getByRole('rowheader').textContent()).toContain(winner.horseName);
    const cells = await firstRow.getByRole('cell').allTextContents();
    // Position, final odds, then win, place and show per 1.00.
    expect(cells.slice(-3)).toEqual([winner.pays.win, winner.pays.place, winner.pays.show]);
    expect(winner.pays.win).toBe(winner.finalOdds);
    expect(await raceArticle(page, yesterdays.race.name).count()).toBe(0);
    // The tote's dividends per pool, as GET /api/races/{id}/dividends gives them.
    const dividends = article.getByRole('region', { name: 'Dividendos de apuestas mutuas' });
    await dividends.waitFor();
    expect(await dividends.getByRole('listitem').allTextContents()).toEqual([
      `Ganador2${winner.horseName}84.20`,
      `Exacta2${winner.horseName}–1${result.runners[1]!.horseName}312.75`,
    ]);
    await screenshot(page, 'results-1280-light-es');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'results-1280-dark-es');
    await page.emulateMedia({ colorScheme: 'light' });

    // The racetrack filter keeps only that racetrack's races.
    await page.getByLabel('Hipódromo').selectOption({ label: 'Hipódromo de Hoy' });
    await expect.poll(() => page.getByRole('article').count()).toBe(1);

    // A day back: yesterday's race, and the day in the URL.
    await page.getByRole('button', { name: 'Día anterior' }).click();
    await raceArticle(page, yesterdays.race.name).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('date')).toBe(yesterday);
    expect(await raceArticle(page, todays.race.name).count()).toBe(0);

    // The sports of the day: the teams and their score.
    await page.getByRole('button', { name: 'Día siguiente' }).click();
    await page.getByRole('tab', { name: 'Deportes' }).click();
    await page.getByRole('link', { name: `${match.homeTeam} 1, ${match.awayTeam} 0` }).waitFor({ timeout: 15_000 });

    // A day without results says so.
    await page.goto('/results?date=2001-01-01');
    await page.getByText('No hay resultados para este día').waitFor({ timeout: 15_000 });
    expect(consoleErrors).toEqual([]);
  });

  it('at 375 px in English and dark: no horizontal overflow and no serious accessibility violation', async () => {
    const { page, consoleErrors } = await openInLanguage(
      site,
      'en',
      { viewport: MOBILE, colorScheme: 'dark' },
      'jugador',
    );
    await page.goto('/results');
    await page.getByRole('heading', { level: 1, name: 'Results' }).waitFor({ timeout: 15_000 });
    await raceArticle(page, todays.race.name).waitFor({ timeout: 15_000 });
    expect(await page.getByText('Pays per 1.00').count()).toBeGreaterThan(0);
    // Neither the page nor any part of a result passes the screen's edge.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const widest = await page
      .getByRole('main')
      .evaluate((main) =>
        Math.max(...Array.from(main.querySelectorAll('*')).map((element) => element.getBoundingClientRect().right)),
      );
    expect(widest).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'results-375-dark-en');
    // Checked as loaded, in dark: right after a theme switch, colours still fading between the two
    // themes read as low contrast.
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('region', { name: 'Tote dividends' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'results-375-light-en-dividends');

    await page.goto('/results?kind=sports');
    await page.getByRole('link', { name: `${match.homeTeam} 1, ${match.awayTeam} 0` }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'results-sports-375-dark-en');
    expect(consoleErrors).toEqual([]);
  });
});
