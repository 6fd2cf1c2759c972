import { ADMIN_MESSAGES, AGE_MESSAGES, CASHIER_MESSAGES, MESSAGES, RESULT_MESSAGES } from '@galope/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Spanish text → translation key: the player messages under `messages.*`, the back office's under
 * `admin.messages.*` and `admin.results.messages.*`, the cashier's under `cashier.messages.*`.
 */
const KEY_BY_MESSAGE = new Map<string, string>([
  ...Object.entries(MESSAGES).map(([key, text]): [string, string] => [text, `messages.${key}`]),
  ...Object.entries(ADMIN_MESSAGES).map(([key, text]): [string, string] => [text, `admin.messages.${key}`]),
  ...Object.entries(RESULT_MESSAGES).map(([key, text]): [string, string] => [text, `admin.results.messages.${key}`]),
  ...Object.entries(CASHIER_MESSAGES).map(([key, text]): [string, string] => [text, `cashier.messages.${key}`]),
  ...Object.entries(AGE_MESSAGES).map(([key, text]): [string, string] => [text, `auth.age.${key}`]),
]);

/**
 * Validation and server messages are Spanish (contracts' MESSAGES and ADMIN_MESSAGES). Known ones are
 * looked up so the English UI shows them in English; anything else passes through as sent.
 */
export function useTranslateMessage() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (message === undefined) return undefined;
      const key = KEY_BY_MESSAGE.get(message);
      // A message added to the contracts after the translations were written stays in Spanish.
      return key && i18n.exists(key) ? t(key) : message;
    },
    [t, i18n],
  );
}
