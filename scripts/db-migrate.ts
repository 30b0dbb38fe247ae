import { createFilesForOwnerOnly } from '../src/server/db/embedded-modes.ts';
import { claimDataDir, describeHolder } from '../src/server/db/embedded-lock.ts';
import { closeDatabase, database } from '../src/server/db/instance.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { env } from '../src/server/env.ts';

/** `npm run db:migrate`: applies pending migrations to the configured database (DATABASE_URL or PGlite in DATA_DIR). */
const { DATABASE_URL, DATA_DIR } = env();
createFilesForOwnerOnly(); // decision 0023
// The embedded database is opened by one process at a time; a running server has migrated it at its start.
const claim = DATABASE_URL ? undefined : claimDataDir(DATA_DIR, 'admin');
if (claim && !claim.ok) {
  const serverRuns = claim.holder.role === 'server';
  console.log(
    `${describeHolder(claim.holder, DATA_DIR)} ${serverRuns ? 'It applied the migrations when it started.' : 'Try again when it has finished.'}`,
  );
  process.exit(serverRuns ? 0 : 1);
}
try {
  const handle = await database();
  await migrateDatabase(handle);
  console.log(`Migrations applied (${handle.engine}).`);
  await closeDatabase();
} finally {
  if (claim?.ok) claim.release();
}
