import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { securityEvents } from '#server/db/schema.ts';
import { startBuiltServer } from '../setup/server.ts';

describe('a refused navigation (spec §5)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-refused-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is stored as a high-severity security event without the address itself', async () => {
    const server = await startBuiltServer({ DATA_DIR: dataDir });
    try {
      expect((await fetch(`${server.origin}/blog?search=<script>alert(1)</script>`)).status).toBe(400);
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      await server.stop();
    }
    const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      const rows = await database.db.select().from(securityEvents);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ eventType: 'suspicious_navigation', severity: 'high', clientNetwork: '127.0.0.0/24' });
      expect(JSON.stringify(rows[0])).not.toContain('alert');
    } finally {
      await database.close();
    }
  }, 90_000);
});
