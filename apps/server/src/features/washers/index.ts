// What other features may use of washers: which washers have a public page and what of their place
// it may show, and their calendars as free time reads them.
export { publicArea, publicCenter } from './service';
export { washersCovering } from './washers-covering';
