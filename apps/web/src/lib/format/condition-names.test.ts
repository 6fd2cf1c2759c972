import { describe, expect, it } from 'vitest';

// Relative: the root vitest config has no `@/` alias.
import en from '../../i18n/en.json';
import es from '../../i18n/es.json';
import { conditionKey } from './condition-names';

function lookup(bundle: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
}

describe('conditions from the data sources in the reader’s language', () => {
  it('shows a tennis court, a going and the weather in Spanish and English, however the source wrote them', () => {
    const cases: [Parameters<typeof conditionKey>[0], string, string, string][] = [
      ['court', 'hard', 'Pista dura', 'Hard court'],
      ['court', 'grass', 'Hierba', 'Grass'],
      ['court', 'Clay', 'Tierra batida', 'Clay'],
      ['going', 'Good to  Soft', 'Bueno a blando', 'Good to soft'],
      ['going', 'Sloppy', 'Fangosa', 'Sloppy'],
      ['category', 'Handicap', 'Hándicap', 'Handicap'],
      ['category', 'Flat', 'Lisa', 'Flat'],
      ['surface', 'All-Weather', 'Sintética', 'All-weather'],
      ['weather', 'Parcialmente nublado', 'Parcialmente nublado', 'Partly cloudy'],
    ];
    for (const [kind, value, spanish, english] of cases) {
      const key = conditionKey(kind, value)!;
      expect([lookup(es, key), lookup(en, key)]).toEqual([spanish, english]);
    }
  });

  it('has no key for a value it does not know, which then shows as the source wrote it', () => {
    expect(conditionKey('court', 'acrylic')).toBeNull();
    expect(conditionKey('going', 'Holding')).toBeNull();
  });
});
