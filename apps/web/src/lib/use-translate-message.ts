import { MESSAGES } from '@galope/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const KEY_BY_MESSAGE = new Map<string, string>(Object.entries(MESSAGES).map(([key, text]) => [text, key]));

/**
 * Validation and server messages are Spanish (contracts' MESSAGES). Known ones are looked up under
 * `messages.<key>` so the English UI shows them in English; anything else passes through as sent.
 */
export function useTranslateMessage() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (message === undefined) return undefined;
      const key = KEY_BY_MESSAGE.get(message);
      // A message added to the contracts after the translations were written stays in Spanish.
      return key && i18n.exists(`messages.${key}`) ? t(`messages.${key}`) : message;
    },
    [t, i18n],
  );
}
