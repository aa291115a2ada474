// What other features may use of reviews: washers' star ratings.
export {
  ratingJoin,
  ratingOf,
  ratingSummaries,
  ratingSummaryOf,
  type RatingColumn,
  type RatingSummary,
} from './rating-summary';
