// What other features may use of push subscriptions: a user's devices, for the notices' pushes.
export { forgetPushSubscription, markPushSubscriptionUsed, pushTargetsOf } from './service';
