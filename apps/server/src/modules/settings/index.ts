/** Front door (decision 016): site settings and their cached values. */
export { jsonSetting } from './json-setting';
export { settingsRoutes } from './routes';
export { clearSettingsCache, getSettingValues } from './site-settings-repository';
