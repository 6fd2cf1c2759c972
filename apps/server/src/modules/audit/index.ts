/**
 * The audit module's front door, all that other modules may import (eslint.config.js): the staff's
 * audit trail: recording, its routes, and the refused calls to staff endpoints.
 */
export { recordAudit } from './record-audit';
export { refusedAttemptsPlugin } from './refused-attempts-plugin';
export { auditRoutes } from './routes';
