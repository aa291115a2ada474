// What other features may use of washers: the rule of which washers can be found, and which have a
// public page and what of their place it may show.
export { searchableWasher } from './search-query';
export { hasPublicPage, publicArea, publicCenter } from './service';
