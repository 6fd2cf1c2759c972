/** Front door: the bell's list and its unread count. */
export { useUnreadNotifications } from './api/get-notifications';
export { NotificationList } from './components/notification-list';
