import { LANGUAGES, type TLanguage } from '@galope/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

import en from '@/i18n/en.json';
import es from '@/i18n/es.json';

import { readStorage, writeStorage } from './local-storage';

export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The footer pages keep their texts in their own namespace (`info`), in files another part of the
 * app owns; a glob picks them up when they exist without making the build depend on them.
 */
const infoFiles = import.meta.glob<Record<string, unknown>>('../i18n/info.*.json', {
  eager: true,
  import: 'default',
});

function infoResources(language: TLanguage): Record<string, unknown> {
  return infoFiles[`../i18n/info.${language}.json`] ?? {};
}

export function initI18n() {
  const stored = readStorage(LANGUAGE_STORAGE_KEY);
  const language: TLanguage = isLanguage(stored) ? stored : 'es';

  void i18n.use(initReactI18next).init({
    resources: {
      es: { translation: es, info: infoResources('es') },
      en: { translation: en, info: infoResources('en') },
    },
    lng: language,
    supportedLngs: [...LANGUAGES],
    // No fallback: a missing key shows itself (and is logged) instead of silently showing Spanish.
    fallbackLng: false,
    ns: ['translation', 'info'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      console.warn(`[i18n] missing key "${namespace}:${key}" for ${languages.join(', ')}`);
    },
    returnNull: false,
  });

  document.documentElement.lang = language;
  i18n.on('languageChanged', (next) => {
    if (!isLanguage(next)) return;
    writeStorage(LANGUAGE_STORAGE_KEY, next);
    document.documentElement.lang = next;
  });
  return i18n;
}
