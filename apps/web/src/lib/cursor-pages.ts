// What every paged list shares (docs/product.md, "Limits"): the first page is asked for without a
// cursor, and each page names where the next one starts.

/** The address of a page: `path` alone for the first, with `?cursor=` for the next ones. */
export function pagePath(path: string, cursor: string | null): string {
  return cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path;
}

/** The page options of an infinite query over such a list. */
export const cursorPages = {
  initialPageParam: null as string | null,
  getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor,
};
