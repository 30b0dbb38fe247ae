import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { lastDays } from '../src/lib/console/statistics-range.ts';
import { statisticsDashboard } from '../src/server/analytics/statistics-dashboard.ts';
import { postgresEngine } from '../tests/setup/database.ts';
import { seedStatistics } from '../scripts/bench-statistics.ts';

async function time(db: Database, label: string) {
  const range = lastDays(90);
  for (const [name, filters] of [['all', {}], ['linkedin', { referrer: 'LinkedIn' }]] as const) {
    const ms: number[] = [];
    for (let i = 0; i < 8; i++) {
      const t = performance.now();
      await statisticsDashboard(db, range, filters);
      ms.push(performance.now() - t);
    }
    console.log(label, name, ms.map((m) => m.toFixed(0)).join(' '));
  }
}
const pg = await postgresEngine('postgres://postgres@127.0.0.1:5432/postgres').create();
await seedStatistics(pg.db);
await time(pg.db, 'postgres');
await pg.drop();
const dir = mkdtempSync(path.join(tmpdir(), 'try-'));
const handle = await openDatabase({ dataDir: path.join(dir, 'db') });
await migrateDatabase(handle);
await seedStatistics(handle.db);
await time(handle.db, 'pglite');
await handle.close();
process.exit(0);
