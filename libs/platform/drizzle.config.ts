import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; they run unchanged on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './libs/platform/src/db/schema/index.ts',
  out: './libs/platform/drizzle',
});
