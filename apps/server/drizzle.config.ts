import { defineConfig } from 'drizzle-kit';

// Generation only needs the schema; migrations are applied at start-up by src/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
