import { defineConfig } from 'drizzle-kit';

// Only `npm run db:generate` reads this: it diffs server/db/schema against the committed
// migrations and writes the next SQL file. Migrations are applied by the server at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
