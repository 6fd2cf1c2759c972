/**
 * A payment method's text as staff wrote it for the reader's language: the English one for an English
 * reader when there is one, else the Spanish one, which every method has.
 */
export function inReaderLanguage(spanish: string, english: string | null | undefined, language: string): string {
  return language === 'en' && english ? english : spanish;
}
