// What other features may use of providers: the rule of which washers can be found.
export { searchableWasher } from './search-query';
