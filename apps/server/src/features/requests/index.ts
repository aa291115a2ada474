// What other features may use of requests: an owner's request list and a request photo's URL.
export { listOwnerRequests } from './list-service';
export { requestPhotoUrl } from './detail-service';
