/** Up to two letters for an avatar without a photo: from the name's first words, else the email. */
export function initialsOf(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((word) => word[0]) : [email.trim()[0]];
  return letters.join('').toUpperCase() || '?';
}
