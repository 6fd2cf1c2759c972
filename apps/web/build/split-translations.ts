/// <reference types="node" />
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The sections of es.json that no module of the first download uses: the back office, the player's
 * panel, the cashier, the data sources, and the pages, dialogs and menus fetched after the first screen
 * (race, event and betting pages, the slip, the sign-in dialog, the user menu, the WhatsApp button,
 * protection). Two thirds of the Spanish texts, kept out of the first download (lib/i18n.ts loads them
 * right after it; lazy parts wait for them). A section the layout or the landing's first screen uses
 * stays out of this list.
 */
export const LATER_SECTIONS = [
  'admin',
  'cashier',
  'datasources',
  'panel',
  'auth',
  'betMessages',
  'betSlip',
  'bets',
  'betting',
  'comingSoon',
  'conditions',
  'countries',
  'eventPage',
  'footer',
  'messages',
  'pending',
  'protection',
  'race',
  'racePage',
  'roles',
  'sports',
  'status',
  'userMenu',
  'whatsapp',
];

const FIRST = 'virtual:i18n/es-first';
const LATER = 'virtual:i18n/es-later';

/**
 * Serves es.json as two modules, `virtual:i18n/es-first` (every section but LATER_SECTIONS) and
 * `virtual:i18n/es-later` (those), so the file people edit stays one file.
 */
export function splitTranslations(): Plugin {
  let file = '';
  return {
    name: 'galope:split-translations',
    configResolved(config) {
      file = path.resolve(config.root, 'src/i18n/es.json');
    },
    resolveId(id) {
      return id === FIRST || id === LATER ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id !== `\0${FIRST}` && id !== `\0${LATER}`) return undefined;
      this.addWatchFile(file);
      const all = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      const wantsLater = id === `\0${LATER}`;
      const part = Object.fromEntries(
        Object.entries(all).filter(([section]) => LATER_SECTIONS.includes(section) === wantsLater),
      );
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(part))});`;
    },
  };
}
