import { z } from 'zod';

// Lists that grow answer a page at a time, newest first (docs/product.md, "Limits"). A cursor is
// the id of the last item of the page before: the next page starts after it.

/** A cursor the list did not give out. */
export const unknownCursorMessage = 'This page of the list does not exist. Reload the list.';

/** The id a list gave out as a cursor. */
export const pageCursorSchema = z.uuid(unknownCursorMessage);

/** `?cursor=`: the `nextCursor` of the page before; absent for the newest page. */
export const pageQuerySchema = z.object({ cursor: pageCursorSchema.optional() });

/**
 * The cursor of a list whose order changes with its items (My Bids, the latest change first; the
 * contacts, the latest activity first): the last item's place, its order instant in microseconds
 * since 1970 and its id, so the next page starts where the page before ended even if that item
 * has moved since. Sixteen digits reach the year 2286, well inside what the database's instants hold.
 */
export const placeCursorSchema = z.string().regex(/^\d{1,16}_[\w-]{1,64}$/, unknownCursorMessage);

/** `?cursor=` of such a list. */
export const placeQuerySchema = z.object({ cursor: placeCursorSchema.optional() });

/** Where the next page starts (give it back as `?cursor=`); null on the last page. */
export const nextCursorSchema = z.string().nullable();
