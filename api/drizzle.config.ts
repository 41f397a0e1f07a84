// drizzle-kit reads this to diff src/db/schema against api/drizzle/ and write the next migration
// (`pnpm --filter @storefront/api db:generate`). Migrations are committed and applied at start.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
