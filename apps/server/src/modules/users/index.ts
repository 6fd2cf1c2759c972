/** Front door (decision 016): profile, password, settings, the back office's user management. */
export { adminUserRoutes } from './admin-routes';
export { userRoutes } from './routes';
