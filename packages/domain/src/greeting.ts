import { z } from 'zod';

// How the dashboards greet their user (docs/product.md, "Dashboards"): an owner by first name, a
// washer by the business name customers know them by.

/** 'Olivia Owner' → 'Olivia'; null for a blank name. */
export function firstNameOf(fullName: string): string | null {
  return fullName.trim().split(/\s+/)[0] || null;
}

/** 'Welcome back, Olivia!', or 'Welcome back!' without a name. */
export function welcomeBack(name: string | null | undefined): string {
  return name ? `Welcome back, ${name}!` : 'Welcome back!';
}

/** 'Welcome, Olivia!' on the first visit of an account, 'Welcome back, Olivia!' on every later one. */
export function greetingFor(name: string | null | undefined, firstVisit: boolean): string {
  if (!firstVisit) return welcomeBack(name);
  return name ? `Welcome, ${name}!` : 'Welcome!';
}

/** GET /api/account/welcome: whether a dashboard has greeted this account before. */
export const welcomeSchema = z.object({ firstVisit: z.boolean() });
