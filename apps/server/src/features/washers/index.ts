// What other features may use of washers: the rule of which washers can be found, and which have a
// public page and what of their place it may show, and their calendars as free time reads them.
export { searchableWasher } from './search-query';
export { hasPublicPage, publicArea, publicCenter } from './service';
export { calendarsOf } from './free-time-query';
export { washersCovering } from './washers-covering';
