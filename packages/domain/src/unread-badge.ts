// The header's counts (the bell, unread messages): texts only, no zod, since the header is part of
// every first load.

/** The bell's accessible name, which says the count it shows. */
export function bellLabel(unread: number): string {
  if (unread === 0) return 'Notifications';
  return `Notifications, ${unread} unread`;
}

/** The badge on the bell: the count, or 99+ beyond two digits. */
export function unreadBadgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}
