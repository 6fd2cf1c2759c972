import { DATA_SOURCE_MESSAGES } from '@galope/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { useTranslateMessage } from '@/lib/translation/use-translate-message';

const KEY_BY_MESSAGE = new Map<string, string>(
  Object.entries(DATA_SOURCE_MESSAGES).map(([key, text]) => [text, `datasources.messages.${key}`]),
);

/**
 * The contracts' data-source messages (setting ranges) in the page's language; other messages go
 * through the app's translation of known messages, and the services' own texts pass as sent.
 */
export function useDatasourceMessage() {
  const { t, i18n } = useTranslation();
  const translate = useTranslateMessage();
  return useCallback(
    (message: string) => {
      const key = KEY_BY_MESSAGE.get(message);
      return key && i18n.exists(key) ? t(key) : (translate(message) ?? message);
    },
    [t, i18n, translate],
  );
}
