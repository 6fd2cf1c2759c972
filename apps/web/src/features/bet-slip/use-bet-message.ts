import { BET_MESSAGES } from '@galope/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { useTranslateMessage } from '@/lib/translation/use-translate-message';

const KEY_BY_MESSAGE = new Map<string, string>(Object.entries(BET_MESSAGES).map(([key, text]) => [text, key]));

/** The server's limit messages carry the amount: "La apuesta máxima es US$5,000.00". */
const LIMIT_PATTERNS = [
  { pattern: /^La apuesta máxima es (.+)$/, key: 'betMessages.maxStake' },
  { pattern: /^La ganancia máxima por apuesta es (.+)$/, key: 'betMessages.maxPayout' },
] as const;

/**
 * A bet placement's server message in the page's language: the contracts' BET_MESSAGES under
 * `betMessages.*`, the limits with their amount, the general ones through lib's translator; an
 * unknown message passes through as sent (Spanish).
 */
export function useBetMessage() {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (message === undefined) return undefined;
      const key = KEY_BY_MESSAGE.get(message);
      if (key) return t(`betMessages.${key}`);
      for (const { pattern, key: limitKey } of LIMIT_PATTERNS) {
        const match = pattern.exec(message);
        if (match) return t(limitKey, { amount: match[1] });
      }
      return translate(message);
    },
    [t, translate],
  );
}
