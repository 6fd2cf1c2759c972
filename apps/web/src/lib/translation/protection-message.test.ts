import { LIMIT_NAMES, limitReachedMessage, PROTECTION_MESSAGES, selfExcludedMessage } from '@galope/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

// Relative: the root vitest config has no `@/` alias.
import en from '../../i18n/en.json';
import es from '../../i18n/es.json';
import { readProtectionMessage, translateProtectionMessage } from './protection-message';

async function translator(language: 'es' | 'en') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: { es: { translation: es }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  return { language, exists: (key: string) => i18n.exists(key), t: i18n.t.bind(i18n) as never };
}

describe('protection refusals in the page’s language', () => {
  it('reads every limit the server names, with the limit and what is left', async () => {
    const english = await translator('en');
    expect(translateProtectionMessage(limitReachedMessage('stakeDaily', 5_000, 350), english)).toBe(
      'You have reached your daily stake limit (US$50.00): US$3.50 left',
    );
    expect(translateProtectionMessage(limitReachedMessage('depositMonthly', 123_456_78, 0), english)).toBe(
      'You have reached your monthly deposit limit (US$123,456.78): US$0.00 left',
    );
    const spanish = await translator('es');
    for (const name of LIMIT_NAMES) {
      const message = limitReachedMessage(name, 10_000, 1);
      expect(readProtectionMessage(message)).toMatchObject({ limit: name, left: 'US$0.01' });
      // Spanish reads word for word what the server sent.
      expect(translateProtectionMessage(message, spanish)).toBe(message);
      expect(translateProtectionMessage(message, english)).not.toMatch(/límite/);
    }
  });

  it('names the end of a pause as the site’s day and time, in English', async () => {
    const english = await translator('en');
    // 20:05 UTC is 14:05 in Mexico City.
    const afternoon = selfExcludedMessage(new Date('2026-11-25T20:05:00Z'));
    expect(translateProtectionMessage(afternoon, english)).toBe(
      'Your account is paused until Nov 25, 2026, 2:05 PM: you cannot bet or deposit',
    );
    const morning = selfExcludedMessage(new Date('2027-01-03T06:30:00Z'));
    expect(translateProtectionMessage(morning, english)).toBe(
      'Your account is paused until Jan 3, 2027, 12:30 AM: you cannot bet or deposit',
    );
    // A date in another shape is kept as the server wrote it rather than lost.
    expect(
      translateProtectionMessage(
        'Tu cuenta está en pausa hasta el 3 de enero: no puedes apostar ni depositar',
        english,
      ),
    ).toBe('Your account is paused until 3 de enero: you cannot bet or deposit');
  });

  it('leaves other messages to the other translators', async () => {
    expect(translateProtectionMessage('Saldo insuficiente', await translator('en'))).toBeUndefined();
  });

  it('has each fixed protection message in both languages, the Spanish word for word', () => {
    const spanish = es.panel.protection.refusals as Record<string, unknown>;
    const english = en.panel.protection.refusals as Record<string, unknown>;
    for (const [key, text] of Object.entries(PROTECTION_MESSAGES)) {
      if (typeof text !== 'string') continue;
      expect(spanish[key]).toBe(text);
      expect(english[key]).toEqual(expect.any(String));
    }
    expect(es.panel.protection.refusals.limitNames).toEqual(PROTECTION_MESSAGES.limitName);
  });
});
