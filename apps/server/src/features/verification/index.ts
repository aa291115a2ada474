// Washer verification as other features use it: whether a washer is verified now.
export { isWasherVerified } from './service';
