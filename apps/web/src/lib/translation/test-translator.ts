import { createInstance } from 'i18next';

// Relative: the root vitest config has no `@/` alias.
import en from '../../i18n/en.json';
import es from '../../i18n/es.json';

/** For unit tests of texts: `t` in a language, from the app's own resources. */
export async function translator(language: 'es' | 'en') {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources: { es: { translation: es }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}
