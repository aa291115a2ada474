// What other features may use of requests: an owner's request list and one request as it lists,
// who may read a request, a request photo's URL, and cancelling an open request (closing an
// account cancels its requests).
export { cancelRequest } from './cancel-service';
export { listOwnerRequests, requestListItem } from './list-service';
export { readableRequest, requestPhotoUrl } from './readable-request';
