import { LIMIT_NAMES, PROTECTION_MESSAGES, type TLimitName } from '@galope/contracts';

import { formatDateTime } from '../format/format-date';

/** A protection refusal read back from the server's Spanish text: its translation key and values. */
export type ProtectionMessage =
  | { key: 'panel.protection.refusals.limitReached'; limit: TLimitName; amount: string; left: string }
  | { key: 'panel.protection.refusals.selfExcluded'; until: { text: string; wallTime: Date | undefined } };

const NAME_BY_TEXT = new Map<string, TLimitName>(
  LIMIT_NAMES.map((name) => [PROTECTION_MESSAGES.limitName[name], name]),
);

/**
 * contracts' limitReachedMessage: "Alcanzaste tu límite diario de apuestas (US$50.00): te quedan US$3.50"
 * (a server from before the currency was named wrote "$50.00").
 */
const LIMIT_REACHED = /^Alcanzaste tu (.+) \(((?:US)?\$[\d,.]+)\): te quedan ((?:US)?\$[\d,.]+)$/;
/** contracts' selfExcludedMessage: "Tu cuenta está en pausa hasta el 25/11/26, 2:05 p.m.: no puedes …". */
const SELF_EXCLUDED = /^Tu cuenta está en pausa hasta el (.+): no puedes apostar ni depositar$/;
/** es-MX's short date and time, as the server writes them: "25/11/26, 2:05 p.m." (site time zone). */
const SHORT_DATE_TIME = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4}),\s*(\d{1,2}):(\d{2})\s*([ap])\.\s*m\.$/;

/**
 * The day and time a refusal names, as a Date whose UTC fields are the site's wall time (format it
 * in UTC), or undefined when the text is not in the expected shape.
 */
function readWallTime(text: string): Date | undefined {
  const match = SHORT_DATE_TIME.exec(text.trim());
  if (!match) return undefined;
  const [, day, month, year, hour, minute, half] = match;
  const fullYear = year!.length === 2 ? 2000 + Number(year) : Number(year);
  const hours = (Number(hour) % 12) + (half === 'p' ? 12 : 0);
  return new Date(Date.UTC(fullYear, Number(month) - 1, Number(day), hours, Number(minute)));
}

/** The protection refusals (docs/rules/player-protection.md) carry amounts and a date; every other message is undefined. */
export function readProtectionMessage(message: string): ProtectionMessage | undefined {
  const limit = LIMIT_REACHED.exec(message);
  const name = limit && NAME_BY_TEXT.get(limit[1]!);
  if (limit && name) {
    return { key: 'panel.protection.refusals.limitReached', limit: name, amount: limit[2]!, left: limit[3]! };
  }
  const paused = SELF_EXCLUDED.exec(message);
  if (paused) {
    const text = paused[1]!;
    return { key: 'panel.protection.refusals.selfExcluded', until: { text, wallTime: readWallTime(text) } };
  }
  return undefined;
}

/** What the translation needs of i18next. */
interface Translator {
  language: string;
  exists: (key: string) => boolean;
  t: (key: string, values?: Record<string, string>) => string;
}

/**
 * A LIMIT_REACHED or SELF_EXCLUDED message in the page's language, with the limit, the amounts and the
 * end it names (the date in the page's language, as the site's wall time); undefined for any other
 * message or while the texts are not loaded.
 */
export function translateProtectionMessage(message: string, i18n: Translator): string | undefined {
  const read = readProtectionMessage(message);
  if (!read || !i18n.exists(read.key)) return undefined;
  if (read.key === 'panel.protection.refusals.limitReached') {
    const limit = i18n.t(`panel.protection.refusals.limitNames.${read.limit}`);
    return i18n.t(read.key, { limit, amount: read.amount, left: read.left });
  }
  const { text, wallTime } = read.until;
  return i18n.t(read.key, { until: wallTime ? formatDateTime(wallTime, i18n.language, 'UTC') : text });
}
