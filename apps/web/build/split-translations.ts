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
  'cashier',
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

/**
 * The staff's sections: the back office and the data sources. Only their pages (and the admin's tabs of
 * the panel) wait for them, not a player's page: 7 KB of Brotli less before the board's first paint.
 */
export const STAFF_SECTIONS = ['admin', 'datasources'];

const FIRST = 'virtual:i18n/es-first';
const LATER = 'virtual:i18n/es-later';
const STAFF = 'virtual:i18n/es-staff';
const PARTS = [FIRST, LATER, STAFF];

/** The part of es.json each section is served in. */
function partOf(section: string): string {
  if (STAFF_SECTIONS.includes(section)) return STAFF;
  return LATER_SECTIONS.includes(section) ? LATER : FIRST;
}

/**
 * Serves es.json as three modules, `virtual:i18n/es-first` (every section but the others),
 * `virtual:i18n/es-later` (LATER_SECTIONS) and `virtual:i18n/es-staff` (STAFF_SECTIONS), so the file
 * people edit stays one file.
 */
export function splitTranslations(): Plugin {
  let file = '';
  return {
    name: 'galope:split-translations',
    configResolved(config) {
      file = path.resolve(config.root, 'src/i18n/es.json');
    },
    resolveId(id) {
      return PARTS.includes(id) ? `\0${id}` : undefined;
    },
    async load(id) {
      const wanted = PARTS.find((part) => id === `\0${part}`);
      if (wanted === undefined) return undefined;
      this.addWatchFile(file);
      const all = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      const part = Object.fromEntries(Object.entries(all).filter(([section]) => partOf(section) === wanted));
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(part))});`;
    },
  };
}
