import { ADMIN_MESSAGES } from '@galope/contracts';
import { describe, expect, it } from 'vitest';

// Relative: the root vitest config has no `@/` alias.
import en from '../../i18n/en.json';
import es from '../../i18n/es.json';

describe('back-office messages', () => {
  it('shows the contracts’ Spanish admin messages word for word and translates each one to English', () => {
    const spanish = es.admin.messages as Record<string, string>;
    const english = en.admin.messages as Record<string, string>;
    for (const [key, text] of Object.entries(ADMIN_MESSAGES)) {
      expect(spanish[key]).toBe(text);
      expect(english[key]).toBeTruthy();
    }
  });
});
