/** Front door (decision 016): liveness, readiness and the instance's clock against the database's. */
export { measureClockOffset } from './clock-offset';
export { healthRoutes } from './routes';
