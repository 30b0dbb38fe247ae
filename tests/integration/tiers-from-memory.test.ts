import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '#i18n/translate.ts';
import type { TierAvailability } from '#lib/tiers.ts';
import { tiers } from '#server/db/schema.ts';
import { TIER_AVAILABILITY_MAX_AGE_MS } from '#server/tiers/tier-availability.ts';
import { runAdmin } from '../setup/admin-cli.ts';
import { TEST_ENGINES, type TestDatabase } from '../setup/database.ts';
import { operatorSessionCookie } from '../setup/operator.ts';
import { rawBytes } from '../setup/raw-request.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';

// Decision 0018: /api/tiers is answered from memory, and never older than the last change.
describe.each(TEST_ENGINES)('/api/tiers from memory on $name', (engine) => {
  let server: RunningServer;
  let database: TestDatabase | undefined;
  let target: Record<string, string>;
  beforeAll(async () => {
    if (engine.name === 'postgres') database = await engine.create();
    server = await startBuiltServer({ RATE_LIMIT_WAITLIST: '1000/60', ...(database?.url ? { DATABASE_URL: database.url } : {}) });
    target = { DATA_DIR: server.dataDir, ...(database?.url ? { DATABASE_URL: database.url } : {}) };
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  const earlyAccess = async () =>
    ((await (await fetch(`${server.origin}/api/tiers`)).json()) as TierAvailability[]).find((tier) => tier.tier === 'early_access')!;
  const consoleSlots = async (slots: number) => {
    const cookie = await operatorSessionCookie(server.origin, 'operator@example.ch');
    const answer = await fetch(`${server.origin}/admin/waitlist`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: `${cookie.name}=${cookie.value}`, Origin: server.origin },
      body: new URLSearchParams({ intent: 'slots', tier: 'early_access', slots: String(slots) }),
    });
    expect(answer.headers.get('location')).toBe('/admin/waitlist?notice=slots_saved');
  };

  it('answers from memory with the headers and body of the route', async () => {
    const FRAMING = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
    const comparable = (headers: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => !FRAMING.has(name)));
    await consoleSlots(25); // forgets what is held: the next answer is the route's
    const [fromRoute, fromMemory] = [await rawBytes(server.origin, '/api/tiers'), await rawBytes(server.origin, '/api/tiers')];
    expect(fromMemory.status).toBe(200);
    expect(fromMemory.body.toString()).toBe(fromRoute.body.toString());
    expect(comparable(fromMemory.headers)).toEqual(comparable(fromRoute.headers));
    expect(fromMemory.headers['content-length']).toBe(String(fromMemory.body.length));
  });

  it("shows an operator's slot change in the console at once, on /api/tiers and in the wizard", async () => {
    const before = await earlyAccess();
    await earlyAccess();
    await consoleSlots(before.total_slots + 5);
    expect(await earlyAccess()).toMatchObject({ total_slots: before.total_slots + 5, available_slots: before.available_slots + 5 });
    const wizard = await (await fetch(`${server.origin}/en/waitlist`)).text();
    expect(wizard).toContain(
      translate('en', 'waitlist.offer.places', { available: before.available_slots + 5, total: before.total_slots + 5 }),
    );
  });

  it('shows an admin command’s slot change and acceptance at once, and the slot given back by an erasure', async () => {
    const before = await earlyAccess();
    expect((await runAdmin(['tiers', 'set-slots', 'early_access', String(before.total_slots + 1)], target)).code).toBe(0);
    expect(await earlyAccess()).toMatchObject({ total_slots: before.total_slots + 1 });

    const email = `memory-${engine.name}@example.ch`;
    const joined = await fetch(`${server.origin}/api/waitlist`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, tier: 'early_access', consent: true }),
    });
    expect(joined.status).toBe(200);
    expect(await earlyAccess()).toMatchObject({ accepted_count: before.accepted_count });
    const entries = JSON.parse((await runAdmin(['list', 'waitlist', '--format', 'json'], target)).stdout) as {
      id: string;
      email: string;
    }[];
    expect((await runAdmin(['waitlist', 'accept', entries.find((entry) => entry.email === email)!.id], target)).code).toBe(0);
    expect(await earlyAccess()).toMatchObject({ accepted_count: before.accepted_count + 1 });
    expect((await runAdmin(['person', 'erase', email], target)).code).toBe(0);
    expect(await earlyAccess()).toMatchObject({ accepted_count: before.accepted_count });
  });

  it.runIf(engine.name === 'postgres')(
    `is held in memory, but shows a change it was not told of within ${TIER_AVAILABILITY_MAX_AGE_MS} ms`,
    async () => {
      await consoleSlots(40);
      expect(await earlyAccess()).toMatchObject({ total_slots: 40 });
      // A change no instance announces (made straight in the database): what is held is answered until it is too old.
      await database!.db
        .update(tiers)
        .set({ totalSlots: sql`${tiers.totalSlots} + 1` })
        .where(eq(tiers.tier, 'early_access'));
      const changedAt = Date.now();
      expect(await earlyAccess()).toMatchObject({ total_slots: 40 });
      while ((await earlyAccess()).total_slots !== 41) {
        expect(Date.now() - changedAt).toBeLessThan(TIER_AVAILABILITY_MAX_AGE_MS + 1000);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  );
});
