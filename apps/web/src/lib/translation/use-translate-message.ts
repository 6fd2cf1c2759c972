import {
  ADMIN_MESSAGES,
  AGE_MESSAGES,
  CASHIER_MESSAGES,
  cashOutMessageInEnglish,
  MESSAGES,
  OWN_RACE_MESSAGES,
  PROTECTION_MESSAGES,
  RESULT_MESSAGES,
  toteMessageInEnglish,
} from '@galope/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { translateProtectionMessage } from './protection-message';

/**
 * Spanish text → translation key: the player messages under `messages.*`, the back office's under
 * `admin.messages.*`, `admin.results.messages.*` and `admin.ownRaces.messages.*`, the cashier's under `cashier.messages.*`, the
 * player-protection ones under `panel.protection.refusals.*`.
 */
const KEY_BY_MESSAGE = new Map<string, string>([
  ...Object.entries(MESSAGES).map(([key, text]): [string, string] => [text, `messages.${key}`]),
  ...Object.entries(ADMIN_MESSAGES).map(([key, text]): [string, string] => [text, `admin.messages.${key}`]),
  ...Object.entries(RESULT_MESSAGES).map(([key, text]): [string, string] => [text, `admin.results.messages.${key}`]),
  ...Object.entries(OWN_RACE_MESSAGES).map(([key, text]): [string, string] => [text, `admin.ownRaces.messages.${key}`]),
  ...Object.entries(CASHIER_MESSAGES).map(([key, text]): [string, string] => [text, `cashier.messages.${key}`]),
  ...Object.entries(AGE_MESSAGES).map(([key, text]): [string, string] => [text, `auth.age.${key}`]),
  ...Object.entries(PROTECTION_MESSAGES).flatMap(([key, text]): Array<[string, string]> =>
    typeof text === 'string' ? [[text, `panel.protection.refusals.${key}`]] : [],
  ),
]);

/**
 * Validation and server messages are Spanish (contracts' MESSAGES and ADMIN_MESSAGES). Known ones are
 * looked up so the English UI shows them in English, with the amounts and dates a protection refusal
 * names; anything else passes through as sent.
 */
export function useTranslateMessage() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (message === undefined) return undefined;
      // LIMIT_REACHED and SELF_EXCLUDED carry the limit, the amounts and the end: kept in the translation.
      const protection = translateProtectionMessage(message, {
        language: i18n.language,
        exists: (key) => i18n.exists(key),
        t,
      });
      if (protection !== undefined) return protection;
      const key = KEY_BY_MESSAGE.get(message);
      // The tote's and the cash out's messages carry their English beside them in the contracts.
      if (!key && i18n.language.startsWith('en')) {
        return toteMessageInEnglish(message) ?? cashOutMessageInEnglish(message) ?? message;
      }
      // A message added to the contracts after the translations were written stays in Spanish.
      return key && i18n.exists(key) ? t(key) : message;
    },
    [t, i18n],
  );
}
