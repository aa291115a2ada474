// Owners' favourite washers (docs/product.md, "Favourite washers"): what the API answers and the
// texts the heart button and the dashboard card show.
import { z } from 'zod';
import { ratingSummarySchema } from './account';

/**
 * Most washers one owner may keep as favourites. The list is answered whole, unpaged: this cap
 * keeps it small enough to, and adding beyond it is refused.
 */
export const maxFavouriteWashers = 100;

export const favouriteMessages = {
  limitReached: `You can keep up to ${maxFavouriteWashers} favourite washers. Remove one to add another.`,
  save: (businessName: string) => `Save ${businessName} to favourites`,
  remove: (businessName: string) => `Remove ${businessName} from favourites`,
  saved: (businessName: string) => `${businessName} saved to favourites`,
  removed: (businessName: string) => `${businessName} removed from favourites`,
  saveFailed: 'Could not save this washer to your favourites. Please try again.',
  removeFailed: 'Could not remove this washer from your favourites. Please try again.',
  card: {
    title: 'Favourite washers',
    description: 'Washers you saved, to ask again',
    empty: 'No favourite washers yet',
    findWashers: 'Find washers',
    loadFailed: 'Failed to load your favourite washers',
    newProvider: 'New Provider',
  },
} as const;

/** A favourite as the dashboard card shows it; the washer's exact base never leaves the server. */
export const favouriteWasherSchema = z.object({
  washerId: z.string(),
  businessName: z.string(),
  /** The washer's profile photo, when they uploaded one. */
  imageUrl: z.string().nullable(),
  /** Null until the washer has reviews. */
  rating: ratingSummarySchema.nullable(),
  /** The town the public page names ('Austin, TX'); null for a washer without a point. */
  area: z.string().nullable(),
  savedAt: z.string(),
});
export type FavouriteWasher = z.infer<typeof favouriteWasherSchema>;

export const favouritesResponseSchema = z.object({ favourites: z.array(favouriteWasherSchema) });
export type FavouritesResponse = z.infer<typeof favouritesResponseSchema>;
