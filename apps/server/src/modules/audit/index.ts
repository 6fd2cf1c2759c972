/** Front door (decision 016): the staff's audit trail, its routes, refused calls to staff endpoints. */
export { recordAudit } from './record-audit';
export { refusedAttemptsPlugin } from './refused-attempts-plugin';
export { auditRoutes } from './routes';
