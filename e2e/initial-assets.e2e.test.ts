import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kilobytes, measureInitialAssets, WEB_DIST } from './initial-assets';

/** What a phone downloads before the landing page can show itself (decision 014). */
const LANDING_JS_LIMIT = 150 * 1024;

/** The scripts of the first download of a page behind these lazy modules, as one text. */
function scriptsOf(lazyModules: string[]): string {
  return measureInitialAssets({ lazyModules })
    .files.filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(WEB_DIST, file), 'utf8'))
    .join('\n');
}

describe('the first download of the built web app', () => {
  it('keeps the landing page’s initial JavaScript within 150 KB compressed', () => {
    const landing = measureInitialAssets();
    console.warn(
      `/ initial: JS ${kilobytes(landing.js.brotli)} Brotli (${kilobytes(landing.js.gzip)} gzip, ${kilobytes(landing.js.raw)} raw), ` +
        `CSS ${kilobytes(landing.css.brotli)} Brotli, ${landing.files.length} files`,
    );
    expect(landing.files.some((file) => file.endsWith('.js'))).toBe(true);
    expect(landing.js.brotli).toBeLessThanOrEqual(LANDING_JS_LIMIT);
  });

  it('leaves the back office, the panel, the betting, race and event pages and the board out of it', () => {
    const landing = measureInitialAssets();
    const betting = measureInitialAssets({ lazyModules: ['src/features/races/betting/betting-page.tsx'] });
    for (const page of ['betting-page', 'race-page', 'event-page', 'admin-route', 'panel-route', 'board-']) {
      expect(landing.files.filter((file) => file.includes(page))).toEqual([]);
    }
    expect(betting.files.some((file) => file.includes('betting-page'))).toBe(true);
    expect(betting.js.brotli).toBeGreaterThan(landing.js.brotli);
  });

  it('leaves the staff’s contracts out of what a player’s landing and /betting download and run', () => {
    // A text each of the back office's and the data sources' schemas carry (their zod schemas were built
    // on every player's page: 1,534 at startup then, 607 now).
    const staffOnly = ['El miembro del personal no es válido', 'El intervalo de sincronización debe estar'];
    // And one of the slider manager's texts: its section came with every page's first download until 27
    // November; it is in the staff's Spanish texts now (build/split-translations.ts).
    const managerText = 'Mientras no haya imágenes activas, la portada muestra el banner predeterminado';
    const read = (files: string[]) =>
      files.filter((file) => file.endsWith('.js')).map((file) => readFileSync(path.join(WEB_DIST, file), 'utf8'));
    const playerPages = [
      // The landing's lazy parts: the footer, the WhatsApp button and the notifications menu.
      ['src/app/footer.tsx', 'src/features/whatsapp/whatsapp-button.tsx', 'src/app/notifications-button.tsx'],
      ['src/features/races/betting/betting-page.tsx'],
    ];
    for (const lazyModules of playerPages) {
      const scripts = read(measureInitialAssets({ lazyModules }).files);
      for (const text of [...staffOnly, managerText]) {
        expect(scripts.filter((script) => script.includes(text))).toEqual([]);
      }
    }
    const staffTexts = readdirSync(path.join(WEB_DIST, 'assets')).filter((file) => /^es-staff-.+\.js$/.test(file));
    expect(read(staffTexts.map((file) => `assets/${file}`)).join('\n')).toContain(managerText);
    // The back office does download them: the texts identify those schemas.
    const backOffice = read(measureInitialAssets({ lazyModules: ['src/app/admin-route.tsx'] }).files).join('\n');
    for (const text of staffOnly) expect(backOffice).toContain(text);
  });

  it('runs zod/mini in the browser: no script carries classic zod’s methods or its JSON Schema converter', () => {
    // Classic zod's schemas carry their methods (`isNullable` is one, a name minifying keeps) and its
    // JSON Schema converter (`draft-2020-12`): 8.5 KB of Brotli in the entry that zod/mini leaves out.
    const scripts = readdirSync(path.join(WEB_DIST, 'assets')).filter((file) => file.endsWith('.js'));
    const withClassic = scripts.filter((file) => {
      const text = readFileSync(path.join(WEB_DIST, 'assets', file), 'utf8');
      return text.includes('isNullable') || text.includes('draft-2020-12');
    });
    expect(withClassic).toEqual([]);
    // The schemas of the first download are zod/mini's (its constructors keep their names).
    expect(scriptsOf([])).toContain('ZodMiniObject');
  });

  it('leaves the menus’ and dialogs’ code out of the board’s and /betting’s first screen, until one opens', () => {
    // Radix's menu and dialog name their parts in these texts (the header's menus, the country
    // filter and the phone's slip brought 21 KB of Brotli before the board's first race card).
    const overlayOnly = ['DropdownMenuContent', 'DialogContent'];
    for (const page of ['src/features/board/board-page.tsx', 'src/features/races/betting/betting-page.tsx']) {
      const scripts = scriptsOf([page]);
      for (const text of overlayOnly) expect(scripts.includes(text), `${page}: ${text}`).toBe(false);
    }
    // They come with the menu that needs them.
    expect(scriptsOf(['src/app/user-menu.tsx'])).toContain('DropdownMenuContent');
  });

  it('leaves the bell’s list and the notifications’ schemas out of every first screen, until the bell reads them', () => {
    // The list's "more" and the notifications' contract texts: the header imported the list with its
    // count, and the account's schemas brought the notifications' union (every kind) with them, both
    // built before a signed-in player's first paint.
    const notificationsOnly = ['notifications.loadMore', 'El cursor «before» no es válido'];
    for (const page of ['src/features/board/board-page.tsx', 'src/features/races/betting/betting-page.tsx']) {
      const scripts = scriptsOf([page]);
      for (const text of notificationsOnly) expect(scripts.includes(text), `${page}: ${text}`).toBe(false);
    }
    // The bell's menu brings them; its count's first read, the schemas.
    const menu = scriptsOf(['src/app/notifications-button.tsx']);
    for (const text of notificationsOnly) expect(menu).toContain(text);
    expect(scriptsOf(['src/features/notifications/api/fetch-notifications.ts'])).toContain(notificationsOnly[1]);
  });

  it('ships a Brotli and a gzip copy beside each file of the first download', () => {
    for (const file of measureInitialAssets().files) {
      const full = path.join(WEB_DIST, file);
      expect(existsSync(`${full}.br`), `${file}.br`).toBe(true);
      expect(existsSync(`${full}.gz`), `${file}.gz`).toBe(true);
    }
  });

  it('names in each page’s preloads only what index.html does not load already', () => {
    const html = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
    const loaded = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    // One script: an entry that awaits at its top level gets the bundler's runtime as a second one,
    // which cost the landing's first paint a round trip on a phone (decision 021).
    expect(loaded).toHaveLength(1);
    const { routes } = JSON.parse(readFileSync(path.join(WEB_DIST, '.vite/route-preloads.json'), 'utf8')) as {
      routes: Array<{ path: string; signedIn: string[]; guest: string[] }>;
    };
    for (const route of routes) {
      expect(
        [...route.signedIn, ...route.guest].filter((url) => loaded.includes(url)),
        route.path,
      ).toEqual([]);
    }
    expect(routes.find((route) => route.path === '/home')?.signedIn.some((url) => url.includes('board-page'))).toBe(
      true,
    );
    // A player's page waits for the Spanish texts of the pages, not the account's (lib/translation/i18n.ts); the panel
    // and a guest's sign-in page draw both.
    const texts = (path: string, who: 'signedIn' | 'guest') =>
      (routes.find((route) => route.path === path)?.[who] ?? [])
        .map((url) => /\/assets\/(es-[a-z]+)-/.exec(url)?.[1])
        .filter(Boolean);
    for (const path of ['/home', '/betting', '/race/', '/event/'])
      expect(texts(path, 'signedIn'), path).toEqual(['es-later']);
    expect(texts('/panel', 'signedIn')).toEqual(['es-later', 'es-account']);
    expect(texts('/home', 'guest')).toEqual(['es-later', 'es-account']);
  });
});
