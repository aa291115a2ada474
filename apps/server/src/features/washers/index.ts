// What other features may use of washers: which washers have a public page and what of their place
// it may show, and their calendars as free time reads them.
export { hasPublicPage, publicArea, publicCenter } from './service';
export { calendarsOf } from './free-time-query';
export { washersCovering } from './washers-covering';
