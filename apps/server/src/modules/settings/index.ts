/**
 * The settings module's front door, all that other modules may import (eslint.config.js): site
 * settings, and their values for other modules (cached a few seconds).
 */
export { settingsRoutes } from './routes';
export { clearSettingsCache, getSettingValues } from './site-settings-repository';
