/** Front door (decision 016): the Prometheus figures and GET /metrics. */
export { createMetrics, type Metrics, type MetricSources } from './metrics';
export { countRefusedBusy, metricsPlugin } from './routes';
