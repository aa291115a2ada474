// What other features may use of the washer's setup: the rule of which washers can be found and
// asked, which the search and a new request's matching share.
export { findableWasher, searchableWasher } from './findable-washer';
