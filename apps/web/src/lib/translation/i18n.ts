import { LANGUAGES, type TLanguage } from '@galope/contracts';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

import esFirst from 'virtual:i18n/es-first';

import { readStorage, writeStorage } from '../preferences/local-storage';
import { whenFirstScreenPainted } from '../startup/after-load-and-idle';

export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Spanish, the first language, ships with the page, but for the sections of the player's pages, of the
 * account and of the staff (build/split-translations.ts), which `loadPageTranslations`,
 * `loadAllTranslations` and the staff's pages add. Everything else (English, and the footer pages' `info`
 * namespace, whose files another part of the app owns) is fetched when first needed, which keeps the
 * landing page's initial download small. Components wait under <Suspense>.
 */
const lazyBundles = import.meta.glob<Record<string, unknown>>(['../../i18n/*.json', '!../../i18n/es.json'], {
  import: 'default',
});

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const file =
      namespace === 'translation' ? `../../i18n/${language}.json` : `../../i18n/${namespace}.${language}.json`;
    const load = lazyBundles[file];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : String(error), null),
    );
  },
};

/** The language this browser last chose, Spanish without one. */
export function storedLanguage(): TLanguage {
  const stored = readStorage(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : 'es';
}

export function initI18n() {
  const language = storedLanguage();

  void i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      resources: { es: { translation: esFirst } },
      partialBundledLanguages: true,
      lng: language,
      supportedLngs: [...LANGUAGES],
      // No fallback: a missing key shows itself (and is logged) instead of silently showing Spanish.
      fallbackLng: false,
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      saveMissing: true,
      missingKeyHandler: (languages, namespace, key) => {
        textMissed = true;
        console.warn(`[i18n] missing key "${namespace}:${key}" for ${languages.join(', ')}`);
      },
      returnNull: false,
      // Texts added later (loadAllTranslations) re-render the components that asked for them.
      react: { bindI18nStore: 'added' },
      // Not the library's notice about its sponsor in every player's console.
      showSupportNotice: false,
    });
  // The rest of Spanish comes once the first screen is painted; the pages that need it ask for it
  // themselves and wait for it. Asked for at once, the landing's first slide (its largest paint) shared
  // a phone's connection with these 11 KB and waited for them (decision 021). A failed load is forgotten
  // (addSpanish) and asked for again by the next part that needs it: not an error of this page.
  void whenFirstScreenPainted()
    .then(() => loadAllTranslations())
    .catch(() => undefined);

  document.documentElement.lang = language;
  i18n.on('languageChanged', (next) => {
    if (!isLanguage(next)) return;
    writeStorage(LANGUAGE_STORAGE_KEY, next);
    document.documentElement.lang = next;
  });
  return i18n;
}

/**
 * A part of es.json, loaded and added once; a failed load is forgotten (addSpanish), so the next part
 * that needs it asks again.
 */
function spanishPart(load: () => Promise<{ default: Record<string, unknown> }>): () => Promise<void> {
  let loading: Promise<void> | undefined;
  return () => (loading ??= addSpanish(load, () => (loading = undefined)));
}

const loadLaterPart = spanishPart(() => import('virtual:i18n/es-later'));
const loadAccountPart = spanishPart(() => import('virtual:i18n/es-account'));
const loadStaffPart = spanishPart(() => import('virtual:i18n/es-staff'));

/**
 * A player's page (the board, the betting, race and event pages): it resolves once the Spanish sections
 * those pages draw are there too, but does not wait for the account's (the panel, the cashier, signing
 * in: 6.5 KB of Brotli that were the board's to wait for on a phone, decision 021).
 */
export function withPageTranslations<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadPageTranslations()]).then(([module]) => module);
}

/**
 * A lazy module whose texts are in any Spanish section fetched after the first screen but the staff's:
 * it resolves once they are there too, so it never shows a key in their place.
 */
export function withAllTranslations<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAllTranslations()]).then(([module]) => module);
}

/** The sections the player's pages draw (build/split-translations.ts, LATER_SECTIONS). */
export function loadPageTranslations(): Promise<void> {
  return loadLaterPart();
}

/** Every Spanish section left out of the first download but the staff's; what draws them awaits this. */
export function loadAllTranslations(): Promise<void> {
  return Promise.all([loadLaterPart(), loadAccountPart()]).then(() => undefined);
}

/** withAllTranslations for the staff's pages: the back office's and the data sources' texts too. */
export function withStaffTranslations<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAllTranslations(), loadStaffPart()]).then(([module]) => module);
}

/** Whether a text was asked for and missing since a part of es.json was last added. */
let textMissed = false;

/** i18next's own signature, which its types leave the options out of. */
type AddResourceBundle = (
  language: string,
  namespace: string,
  resources: Record<string, unknown>,
  deep: boolean,
  overwrite: boolean,
  options: { silent: boolean; skipCopy: boolean },
) => unknown;

/**
 * Adds a part of es.json once it has loaded; a failed load is forgotten, so the next page tries again.
 * Unless a text was found missing meanwhile, nobody is told: told, every component drawing a text
 * rendered again at once, for texts none of them draws (the account's after a board's first paint: a
 * task of 85 ms on a 4× throttled phone, decision 021). The part is a module of its own: not copied.
 */
function addSpanish(load: () => Promise<{ default: Record<string, unknown> }>, forget: () => void): Promise<void> {
  return load().then(
    ({ default: part }) => {
      const silent = !textMissed;
      textMissed = false;
      (i18n.addResourceBundle as unknown as AddResourceBundle)('es', 'translation', part, true, false, {
        silent,
        skipCopy: true,
      });
    },
    (error: unknown) => {
      forget();
      throw error;
    },
  );
}
