// What other features may use of notification preferences: whether a user wants an email, a bell item or a push,
// and the whole of them (texts read the SMS section).
export { notificationPreferencesOf, saveNotificationPreferences, wantsEmail, wantsInApp, wantsPush } from './service';
