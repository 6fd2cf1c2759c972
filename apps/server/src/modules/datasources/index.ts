/** Front door (decision 016): the external data sources: the service, its routes, its job. */
export { applyRaceResults } from './apply-race-results';
export { createDataSourceService, type DataSourceService } from './data-source-service';
export { ensureApiConfigurations } from './ensure-api-configurations';
export { dataSourceRoutes } from './routes';
export type { DataSourcesSettings } from './source-catalogue';
export { startDataSourceJobs } from './start-data-source-jobs';
