/// <reference types="node" />
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The sections of es.json that the player's pages draw but the layout and the landing's first screen do
 * not: the board, the betting, race and event pages, the slip, bets and their messages, protection
 * banners. Kept out of the first download (lib/translation/i18n.ts loads them once the first screen is painted); the
 * player's pages wait for them. A section the layout or the landing's first screen uses stays out of
 * this list.
 */
export const LATER_SECTIONS = [
  'betMessages',
  'betSlip',
  'bets',
  'betting',
  'cashOut',
  'conditions',
  'countries',
  'eventPage',
  'messages',
  'pending',
  'protection',
  'race',
  'racePage',
  'results',
  'search',
  'sports',
  'status',
];

/**
 * The account's sections: the player's panel, the cashier, signing in and up, the user menu, the footer,
 * the WhatsApp button, the "coming soon" page. No player's page draws them on its first screen (a message
 * translated from them when a bet fails falls back to the server's Spanish until they are there:
 * lib/translation/use-translate-message.ts), so the board's first paint does not wait for their 6.5 KB of Brotli;
 * they load beside the later ones, and what draws them waits for them (lib/translation/i18n.ts, withAllTranslations).
 */
export const ACCOUNT_SECTIONS = [
  'auth',
  'cashier',
  'comingSoon',
  'footer',
  'notifications',
  'panel',
  'roles',
  'userMenu',
  'whatsapp',
];

/**
 * The staff's sections: the back office, the data sources and the slider's manager. Only their pages
 * (and the admin's tabs of the panel) wait for them, not a player's page: 7 KB of Brotli less before the
 * board's first paint, and the manager's 0.8 KB out of every page's first download (the landing's
 * carousel has its texts under `landing`).
 */
export const STAFF_SECTIONS = ['admin', 'datasources', 'slider'];

const FIRST = 'virtual:i18n/es-first';
const LATER = 'virtual:i18n/es-later';
const ACCOUNT = 'virtual:i18n/es-account';
const STAFF = 'virtual:i18n/es-staff';
const PARTS = [FIRST, LATER, ACCOUNT, STAFF];

/** The part of es.json each section is served in. */
function partOf(section: string): string {
  if (STAFF_SECTIONS.includes(section)) return STAFF;
  if (ACCOUNT_SECTIONS.includes(section)) return ACCOUNT;
  return LATER_SECTIONS.includes(section) ? LATER : FIRST;
}

/**
 * Serves es.json as four modules, `virtual:i18n/es-first` (every section but the others),
 * `virtual:i18n/es-later` (LATER_SECTIONS), `virtual:i18n/es-account` (ACCOUNT_SECTIONS) and
 * `virtual:i18n/es-staff` (STAFF_SECTIONS), so the file people edit stays one file.
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
