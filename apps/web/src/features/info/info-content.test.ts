import { describe, expect, it } from 'vitest';
import infoEn from '../../i18n/info.en.json';
import infoEs from '../../i18n/info.es.json';
import { ZInfoCommonSchema, ZInfoPageContentSchema } from './info-content';
import { INFO_PAGE_KEYS, INFO_PAGES } from './info-pages';

const LOCALES = { es: infoEs, en: infoEn } as const;

/** Keys and array lengths, with every string replaced by its type: two locales must agree on this. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, shapeOf(child)]));
  }
  return typeof value;
}

describe('information page content', () => {
  it.each(Object.entries(LOCALES))('the %s copy has every page, in the shape the page renders', (_, bundle) => {
    const pages: Record<string, unknown> = bundle;
    expect(ZInfoCommonSchema.safeParse(pages.common).success).toBe(true);
    for (const page of INFO_PAGE_KEYS) {
      const result = ZInfoPageContentSchema.safeParse(pages[page]);
      expect(result.error?.issues ?? [], page).toEqual([]);
    }
  });

  it('Spanish and English have the same keys, sections and list lengths', () => {
    expect(shapeOf(infoEn)).toEqual(shapeOf(infoEs));
  });

  it('every in-site link points at an information page, the home page or the responsible-gambling tab', () => {
    const internal = JSON.stringify(infoEs).match(/"href":"\/[^"]*"/g) ?? [];
    for (const match of internal) {
      const path = match.slice('"href":"/'.length, -1);
      expect(path === '' || path === 'panel?tab=responsible' || path in INFO_PAGES, path).toBe(true);
    }
  });

  it('the FAQ page has at least eight questions', () => {
    expect(infoEs.faq.questions.length).toBeGreaterThanOrEqual(8);
  });
});
