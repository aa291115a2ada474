// What other features may use of notification preferences: whether a user wants an email or a bell item.
export { saveNotificationPreferences, wantsEmail, wantsInApp } from './service';
