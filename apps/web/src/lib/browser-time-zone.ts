/** The browser's IANA zone: a washer's first save sends it so their 'today' is their own, a search so its date and window are the owner's. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
