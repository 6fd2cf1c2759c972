/** The spec's default time zone; a per-user setting comes with the settings screen's timezone field. */
export const DEFAULT_TIME_ZONE = 'America/Mexico_City';

const LOCALES: Record<string, string> = { es: 'es-MX', en: 'en-US' };

export function formatDate(value: string | Date, language: string, timeZone = DEFAULT_TIME_ZONE): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(LOCALES[language] ?? 'es-MX', { dateStyle: 'long', timeZone }).format(date);
}

export function formatDateTime(value: string | Date, language: string, timeZone = DEFAULT_TIME_ZONE): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(LOCALES[language] ?? 'es-MX', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}
