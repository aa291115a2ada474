import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/pg-core';

// Dates are the local 'yyyy-MM-dd' of the job and times its 'HH:mm' wall clock (docs/product.md,
// "Schedule"); the washer's zone says which instants they are. An end may be '24:00'.
export const time = (name: string) => text(name);
export const timeCheck = (column: unknown) => sql`${column} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`;
export const endTimeCheck = (column: unknown) => sql`${column} ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'`;
