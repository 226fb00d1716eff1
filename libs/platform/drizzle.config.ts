import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; they run unchanged on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  // The platform's and the gateway's tables, and each service's own (its schema lives in its library).
  schema: [
    './libs/platform/src/db/schema/index.ts',
    './libs/spreadsheets/src/db/schema.ts',
    './libs/tenancy/src/db/schema.ts',
    './libs/media/src/db/schema.ts',
    './libs/marketplace/src/db/schema.ts',
    './libs/billing/src/db/schema.ts',
  ],
  out: './libs/platform/drizzle',
});
