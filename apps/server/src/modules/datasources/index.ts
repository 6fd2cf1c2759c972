/**
 * The datasources module's front door, all that other modules may import (eslint.config.js): the four
 * external data sources: the service (tests, syncs), its routes and its jobs.
 */
export { applyRaceResults } from './apply-race-results';
export { createDataSourceService, type DataSourceService } from './data-source-service';
export { ensureApiConfigurations } from './ensure-api-configurations';
export { dataSourceRoutes } from './routes';
export { startDataSourceJobs } from './start-data-source-jobs';
