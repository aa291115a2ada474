import { z } from 'zod';

// Lists that grow answer a page at a time, newest first (docs/product.md, "Limits"). A cursor is
// the id of the last item of the page before: the next page starts after it.

/** A cursor the list did not give out. */
export const unknownCursorMessage = 'This page of the list does not exist. Reload the list.';

/** The id a list gave out as a cursor. */
export const pageCursorSchema = z.uuid(unknownCursorMessage);

/** `?cursor=`: the `nextCursor` of the page before; absent for the newest page. */
export const pageQuerySchema = z.object({ cursor: pageCursorSchema.optional() });
