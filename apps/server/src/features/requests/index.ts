// What other features may use of requests: an owner's request list, a request photo's URL, and
// cancelling an open request (closing an account cancels its requests).
export { cancelRequest } from './cancel-service';
export { listOwnerRequests } from './list-service';
export { requestPhotoUrl } from './detail-service';
