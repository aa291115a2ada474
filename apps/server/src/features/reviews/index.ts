// What other features may use of reviews: washers' star ratings.
export { ratingSummaries, ratingSummaryOf, type RatingSummary } from './rating-summary';
