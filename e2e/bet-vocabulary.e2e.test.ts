import { eq } from 'drizzle-orm';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { sportEvents } from '../apps/server/src/db/schema';
import { createRace, createSportEvent } from '../apps/server/src/test/race-fixtures';
import {
  addFirstRunnerToSlip,
  LANGUAGE_LOOKS,
  MOBILE,
  openInLanguage,
  screenshot,
  startSiteForFile,
  toasts,
} from './harness';

// No simulator: this race and this match are the whole board, and their prices stay still.
const site = startSiteForFile();
let raceName: string;
const PLAYERS = { home: 'Carlos Alcaraz', away: 'Jannik Sinner' };
beforeAll(async () => {
  const { db } = site.app.database;
  const { race } = await createRace(db, { scheduledTime: new Date(Date.now() + 90 * 60_000) });
  raceName = race.name;
  const match = await createSportEvent(db, { sport: 'tennis', draw: false });
  await db
    .update(sportEvents)
    .set({ homeTeam: PLAYERS.home, awayTeam: PLAYERS.away })
    .where(eq(sportEvents.id, match.id));
});

const WORDS = {
  es: {
    types: ['Ganador', 'Segundo', 'Tercero'],
    ret: 'Retorno potencial',
    upcoming: /^Próximas/,
    openSlip: /^Abrir boleto de apuestas/,
    slip: 'Boleto de apuestas',
    sides: /^(Local|Visitante|LOCAL|VISITANTE)/,
    place: 'Apostar',
    ledger: `Apuesta a segundo — `,
    history: 'Historial',
  },
  en: {
    types: ['Win', 'Place', 'Show'],
    ret: 'Potential return',
    upcoming: /^Upcoming/,
    openSlip: /^Open bet slip/,
    slip: 'Bet slip',
    sides: /^(Home|Away|HOME|AWAY)/,
    place: 'Place bet',
    ledger: `Place bet — `,
    history: 'History',
  },
} as const;

/** The slip's terms ("Retorno potencial", "Cuota") as a reader finds them. */
const terms = async (slip: Locator) => (await slip.getByRole('term').allTextContents()).map((term) => term.trim());

describe('one vocabulary for bet types, selections and returns', () => {
  for (const [language, look] of LANGUAGE_LOOKS) {
    const width = look.viewport.width;
    it(`${width} px, ${language}: the slip, a tennis match, the history and the movements`, async () => {
      const words = WORDS[language];
      const { page, consoleErrors } = await openInLanguage(site, language, look, 'jugador');
      await page.goto('/home');
      await page.getByRole('tab', { name: words.upcoming }).click();
      await addFirstRunnerToSlip(page, raceName);
      if (width === MOBILE.width) await page.getByRole('button', { name: words.openSlip }).click();
      const slip = page.getByRole('region', { name: words.slip });
      const types = slip.getByRole('group').first().getByRole('button');
      await types.first().waitFor();
      expect((await types.allTextContents()).map((text) => text.replace(/[\d./]+$/, '').trim())).toEqual(words.types);
      expect(await terms(slip)).toContain(words.ret);
      expect(await slip.textContent()).not.toMatch(/WIN|PLACE|SHOW|Ganancia potencial|Potential winnings/);
      // A place bet of 10.00: the slip, then the history and the movements, say the same word.
      await types.nth(1).click();
      await slip.getByRole('spinbutton').fill('10');
      await screenshot(page, `vocabulary-slip-${width}-${look.colorScheme}-${language}`);
      await slip.getByRole('button', { name: words.place, exact: true }).click();
      await toasts(page).first().waitFor({ timeout: 10_000 });

      await page.goto('/panel?tab=history');
      // The bets and the movements load apart: each is waited for on its own.
      const main = page.getByRole('main');
      await main.getByText(`${words.ledger}${raceName}`).first().waitFor({ timeout: 15_000 });
      await main.getByText(words.types[1], { exact: true }).first().waitFor({ timeout: 15_000 });
      expect(await main.textContent()).not.toMatch(/WIN|PLACE|SHOW|colocado/);

      // A tennis match: its prices are named by the players, never by a home or away side.
      await page.goto('/sports');
      const match = page.getByRole('article', { name: new RegExp(PLAYERS.home) });
      await match.waitFor({ timeout: 15_000 });
      for (const player of Object.values(PLAYERS)) {
        expect(await match.getByRole('button', { name: new RegExp(`^${player}`) }).count()).toBe(1);
      }
      expect(await match.getByRole('button', { name: words.sides }).count()).toBe(0);
      await screenshot(page, `vocabulary-tennis-${width}-${look.colorScheme}-${language}`);
      expect(consoleErrors).toEqual([]);
    });
  }
});
