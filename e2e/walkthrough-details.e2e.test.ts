import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WHATSAPP_NUMBER } from '../apps/server/src/db/seed';
import { createRace } from '../apps/server/src/test/race-fixtures';
import {
  DESKTOP,
  LANGUAGE_LOOKS,
  type LanguageLook,
  MOBILE,
  openInLanguage,
  openPage,
  screenshot,
  startSiteForFile,
  toasts,
} from './harness';

// No simulator: one race running and two finished are all the videos there are to find.
const site = startSiteForFile();
beforeAll(async () => {
  const { db } = site.app.database;
  await createRace(db, { status: 'live', scheduledTime: new Date(Date.now() - 5 * 60_000) });
  for (const minutesAgo of [60, 90]) {
    await createRace(db, { status: 'finished', scheduledTime: new Date(Date.now() - minutesAgo * 60_000) });
  }
});

const TEXTS = {
  es: {
    notFound: 'Página no encontrada',
    activate: 'Activar videos',
    found: 'Disponibles: 1 transmisión en vivo y 2 repeticiones.',
    depositTab: 'Depósito',
    method: 'Transferencia SPEI',
    instructions: /^Instrucciones\s*Transfiere a la CLABE 646180157000000004/,
  },
  en: {
    notFound: 'Page Not Found',
    activate: 'Enable videos',
    found: 'Available: 1 live stream and 2 replays.',
    depositTab: 'Deposit',
    method: 'SPEI bank transfer',
    instructions: /^Instructions\s*Transfer to CLABE 646180157000000004/,
  },
} as const;

const name = (language: string, look: LanguageLook) => `${look.viewport.width}-${look.colorScheme}-${language}`;

describe('details of the walk-through', () => {
  for (const [language, look] of LANGUAGE_LOOKS) {
    const text = TEXTS[language];
    const width = look.viewport.width;

    it(`${width} px, ${language}: the 404 page's heading is in the reader's language, with the site's "Page Not Found"`, async () => {
      const { page, consoleErrors } = await openInLanguage(site, language, look, 'jugador');
      await page.goto('/no-existe-esta-pagina');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(text.notFound);
      expect(await page.getByText('Page Not Found', { exact: true }).count()).toBe(1);
      await screenshot(page, `not-found-${name(language, look)}`);
      expect(consoleErrors).toEqual([]);
    });

    it(`${width} px, ${language}: "Activar videos" says what it found once the page is back`, async () => {
      const { page, consoleErrors } = await openInLanguage(site, language, look, 'jugador');
      await page.goto('/home');
      await page.getByRole('button', { name: text.activate }).click();
      // The page reloads (spec); then the toast tells how many streams and replays there are.
      await expect.poll(() => toasts(page).last().textContent(), { timeout: 15_000 }).toContain(text.found);
      await screenshot(page, `videos-found-${name(language, look)}`);
      expect(consoleErrors).toEqual([]);
    });

    it(`${width} px, ${language}: the cashier names its methods and their instructions in the reader's language`, async () => {
      const { page, consoleErrors } = await openInLanguage(site, language, look, 'jugador');
      await page.goto('/deposit');
      const deposit = page.getByRole('tabpanel', { name: text.depositTab });
      await deposit.getByRole('radio', { name: text.method }).waitFor({ timeout: 15_000 });
      expect(await deposit.getByRole('radio', { name: text.method }).isChecked()).toBe(true);
      expect(await deposit.getByRole('region', { name: /^(Instrucciones|Instructions)$/ }).textContent()).toMatch(
        text.instructions,
      );
      await screenshot(page, `methods-language-${name(language, look)}`);
      expect(consoleErrors).toEqual([]);
    });

    if (width === MOBILE.width) {
      it(`375 px, ${language}: CHAT in the bottom bar opens WhatsApp at the site's number`, async () => {
        const { page, consoleErrors } = await openInLanguage(site, language, look, 'jugador');
        await page.goto('/home');
        const chat = page
          .getByRole('navigation', { name: /^(Navegación rápida|Quick navigation)$/ })
          .getByRole('link', {
            name: 'CHAT',
          });
        await expect
          .poll(() => chat.getAttribute('href'), { timeout: 15_000 })
          .toBe(`https://wa.me/${DEMO_WHATSAPP_NUMBER.replace(/\D/g, '')}`);
        expect(await chat.getAttribute('target')).toBe('_blank');
        expect(consoleErrors).toEqual([]);
      });
    }
  }

  it('staff write a method’s English name and instructions beside the Spanish ones', async () => {
    const { page, consoleErrors } = await openPage(site, { viewport: DESKTOP, user: 'admin' });
    await page.goto('/admin?tab=cashier');
    await page.getByRole('button', { name: 'Editar Transferencia SPEI' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar método de pago' });
    expect(await dialog.getByLabel('Nombre en inglés (opcional)').inputValue()).toBe('SPEI bank transfer');
    expect(await dialog.getByLabel('Instrucciones en inglés (opcional)').inputValue()).toMatch(/^Transfer to CLABE/);
    await screenshot(page, 'methods-editor-1280-light-es');
    expect(consoleErrors).toEqual([]);
  });
});
