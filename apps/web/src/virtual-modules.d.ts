/** apps/web/build/split-translations.ts: es.json in four parts. */
declare module 'virtual:i18n/es-first' {
  const translations: Record<string, unknown>;
  export default translations;
}
declare module 'virtual:i18n/es-later' {
  const translations: Record<string, unknown>;
  export default translations;
}
declare module 'virtual:i18n/es-account' {
  const translations: Record<string, unknown>;
  export default translations;
}
declare module 'virtual:i18n/es-staff' {
  const translations: Record<string, unknown>;
  export default translations;
}
