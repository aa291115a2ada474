// What other features may use of washers: the rule of which washers can be found.
export { searchableWasher } from './search-query';
