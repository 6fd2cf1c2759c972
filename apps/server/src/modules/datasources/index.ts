/** Front door (decision 016): the external data sources: the service, its routes, its job. */
export { applyRaceResults } from './store/apply-race-results';
export { createDataSourceService, type DataSourceService } from './data-source-service';
export { ensureApiConfigurations } from './config/ensure-api-configurations';
export { dataSourceRoutes } from './routes';
export type { DataSourcesSettings } from './config/source-catalogue';
export { startDataSourceJobs } from './start-data-source-jobs';
