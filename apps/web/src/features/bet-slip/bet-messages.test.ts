import { BET_MESSAGES } from '@galope/contracts';
import { describe, expect, it } from 'vitest';

// Relative: the root vitest config has no `@/` alias.
import en from '../../i18n/en.json';
import es from '../../i18n/es.json';

describe('bet messages', () => {
  it('translate every placement message of the contracts, word for word in Spanish', () => {
    for (const [key, text] of Object.entries(BET_MESSAGES)) {
      expect((es.betMessages as Record<string, string>)[key], key).toBe(text);
      expect((en.betMessages as Record<string, string>)[key], key).toBeTruthy();
    }
  });
});
