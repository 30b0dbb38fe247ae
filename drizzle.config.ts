import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes a new versioned migration into src/server/db/migrations after a
// change to schema.ts. Migrations are applied at start and by `npm run db:migrate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
