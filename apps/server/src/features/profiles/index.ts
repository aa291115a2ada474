// What other features may use of profiles: saving a user's address, and where an owner last searched.
export { rememberSearchPlace, saveAddress } from './service';
