// What other features may use of the notification centre: putting an item in a user's bell, and
// reading one for the live stream.
export { findNotification, recordNotification, type NewNotification, type NotificationPublisher } from './service';
