/** Front door (decision 016): the built web app and the SPA fallback. */
export { webRoutes } from './routes';
