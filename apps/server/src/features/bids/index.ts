// What other features may use of the bids feature.
export { countAvailableRequests } from './service';
