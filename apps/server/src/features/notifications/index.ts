// What other features and the app may use of the notification centre: reading an item for the
// live stream, and the delivery of the marketplace's events to people.
export { findNotification, type NotificationPublisher } from './service';
export { noticeDelivery } from './notice-delivery';
