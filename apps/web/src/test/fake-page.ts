/**
 * A page of `all` as the server pages its lists: `size` items after the one the cursor names
 * (`cursorOf` gives each item's), and the cursor of the page's last item while more follow.
 */
export function fakePage<Item>(
  all: readonly Item[],
  cursor: string | null,
  size: number,
  cursorOf: (item: Item) => string,
): { items: Item[]; nextCursor: string | null } {
  const start = cursor ? all.findIndex((item) => cursorOf(item) === cursor) + 1 : 0;
  const items = all.slice(start, start + size);
  const last = items.at(-1);
  return { items, nextCursor: start + size < all.length && last ? cursorOf(last) : null };
}
