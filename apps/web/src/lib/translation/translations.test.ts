import { MESSAGES } from '@galope/contracts';
import { describe, expect, it } from 'vitest';

// Relative: the root vitest config has no `@/` alias.
import en from '../../i18n/en.json';
import es from '../../i18n/es.json';

function keys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

describe('translations', () => {
  it('has the same keys in Spanish and English', () => {
    expect(keys(en).sort()).toEqual(keys(es).sort());
  });

  it('has no empty texts', () => {
    const empty = (node: unknown): boolean =>
      typeof node === 'string' ? node.trim() === '' : Object.values(node as object).some(empty);
    expect(empty(es)).toBe(false);
    expect(empty(en)).toBe(false);
  });

  it('shows the contracts’ Spanish messages word for word', () => {
    for (const [key, text] of Object.entries(MESSAGES)) {
      const translated = (es.messages as Record<string, string>)[key];
      // A message the contracts added later passes through untranslated (lib/translation/use-translate-message).
      if (translated !== undefined) expect(translated).toBe(text);
    }
  });
});
