// What other features may use of notification preferences: whether a user wants an email.
export { saveNotificationPreferences, wantsEmail } from './service';
