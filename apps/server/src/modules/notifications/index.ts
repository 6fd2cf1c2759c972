/** Front door (decision 016): what a player is told about, written with its event, and the bell's routes. */
export { publishCashOutNotification } from './publish-cash-out-notification';
export { purgeOldNotifications } from './purge-old-notifications';
export { recordNotifications } from './record-notifications';
export { notificationRoutes } from './routes';
