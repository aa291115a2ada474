// Every table of the server, for drizzle-kit, the typed client and the migrations; each is defined
// beside the code that owns it.
export * from '../auth/schema';
export * from '../platform/schema';
export * from '../platform/payments/schema';
export * from '../features/schedule/schema';
export * from '../features/washer-setup/schema';
export * from '../features/requests/schema';
export * from '../demo/schema';
export * from '../features/vehicles/schema';
export * from '../features/profiles/schema';
export * from '../features/notification-preferences/schema';
export * from '../features/reviews/schema';
export * from '../features/washer-credentials/schema';
export * from '../features/service-preferences/schema';
export * from '../features/appointments/schema';
export * from '../features/messages/schema';
export * from '../features/notifications/schema';
export * from '../features/favourites/schema';
export * from '../features/washers/schema';
export * from '../features/payments/schema';
export * from '../features/push-subscriptions/schema';
export * from '../platform/push/schema';
export * from '../platform/sms/schema';
export * from '../features/sms/schema';
export * from '../features/campaigns/schema';
export * from '../features/operator/schema';
export * from '../features/verification/schema';
