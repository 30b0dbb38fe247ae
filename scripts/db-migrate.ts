import { closeDatabase, database } from '../src/server/db/instance.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';

/** `npm run db:migrate`: applies pending migrations to the configured database (DATABASE_URL or PGlite in DATA_DIR). */
const handle = await database();
await migrateDatabase(handle);
console.log(`Migrations applied (${handle.engine}).`);
await closeDatabase();
