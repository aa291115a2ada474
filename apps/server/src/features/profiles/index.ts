// What other features may use of profiles: saving a user's address.
export { saveAddress } from './service';
