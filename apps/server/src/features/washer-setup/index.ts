// What other features may use of the washer's setup: the rules of which washers have a public page
// and which can be found and asked, which the search, a new request's matching, favourites and
// instant booking share, and the public point every public answer shows of a washer's base.
export { findableWasher, hasPublicPage, searchableWasher } from './findable-washer';
export { publicCenter, type BlurredBase } from './public-point';
