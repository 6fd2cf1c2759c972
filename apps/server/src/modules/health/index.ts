/** Front door (decision 016): liveness and readiness. */
export { healthRoutes } from './routes';
