// What other features may use of notification preferences: whether a user wants an email, a bell item or a push.
export { saveNotificationPreferences, wantsEmail, wantsInApp, wantsPush } from './service';
