// The campaigns feature as other features use it: the link out of a campaign mail.
export { unsubscribeToken } from './unsubscribe-token';
