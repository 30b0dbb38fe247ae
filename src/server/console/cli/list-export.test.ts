import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import type { AdminOutput } from './command.ts';
import { toCsv, toJson } from '#server/exports/format.ts';
import { writeList } from './list-export.ts';
import { LISTS } from '../records/records.repo.ts';

/** Collects what a command writes, one entry per data call. */
function capture() {
  const chunks: string[] = [];
  const printed: string[] = [];
  const out: AdminOutput = {
    data: async (text) => void chunks.push(text),
    print: async (line) => void printed.push(line),
    error: async () => undefined,
  };
  return { out, chunks, printed };
}

describe.each(TEST_ENGINES)('list exports on $name', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });

  /** Sign-ups whose creation times share milliseconds, as a burst of sign-ups does (times are kept to the millisecond, migration 0009). */
  const seed = (count: number) =>
    db().db.execute(sql`
      insert into newsletter_subscriptions (email, consent_at, consent_language, consent_source_page, privacy_version, client_hash, unsubscribe_token_hash, created_at)
      select 'n' || n || '@example.ch', now(), 'de', '/', '2026-11-22', 'h', 't' || n,
             timestamptz '2026-11-20 10:00:00+00' + (n / 50) * interval '1 millisecond'
      from generate_series(1, ${count}) as n`);

  it.each(['csv', 'json'] as const)('writes %s page by page, the same text as the whole list at once, every row once', async (format) => {
    await seed(2_345);
    const { out, chunks } = capture();
    await writeList(db().db, 'newsletter', format, out, 500);
    const all = await LISTS.newsletter(db().db);
    expect(all).toHaveLength(2_345);
    expect(chunks.join('')).toBe(format === 'csv' ? toCsv(all) : toJson(all));
    // Five pages of rows and the closing: never more than a page at a time.
    expect(chunks.filter((chunk) => chunk.length > 0)).toHaveLength(format === 'csv' ? 5 : 6);
    expect(new Set(chunks.join('').match(/n\d+@example\.ch/g)).size).toBe(2_345);
  });

  it('writes an empty list as an empty file (CSV) or [] (JSON), and a table as text', async () => {
    const csv = capture();
    await writeList(db().db, 'contacts', 'csv', csv.out);
    expect(csv.chunks).toEqual(['']);
    const json = capture();
    await writeList(db().db, 'contacts', 'json', json.out);
    expect(json.chunks.join('')).toBe(toJson([]));
    const table = capture();
    await writeList(db().db, 'outbox', 'table', table.out);
    expect(table.printed[0]).toContain('(index)');
  });

  // Decision 0025: a formula behind an invisible character is defused; decision 0042: a valid address that begins with + too.
  it('defuses a formula behind an invisible character in any column, and an address that begins with +', async () => {
    await db().db.execute(sql`
      insert into contact_messages (name, email, company, message, language, source_page, client_hash)
      values (${'\u202e\u00a0=HYPERLINK("https://evil.example")'}, '+anna@example.ch', ${'\u200b@SUM(A1)'}, 'Bitte rufen Sie an.', 'de', '/kontakt', 'h')`);
    const { out, chunks } = capture();
    await writeList(db().db, 'contacts', 'csv', out);
    const [header, row] = chunks.join('').split('\r\n') as [string, string];
    const cells = Object.fromEntries(
      header.split(',').map((column, index) => [column, row.match(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)![index]!.replace(/,$/, '')]),
    );
    expect(cells).toMatchObject({
      name: '"\'\u202e\u00a0=HYPERLINK(""https://evil.example"")"',
      email: "'+anna@example.ch",
      company: "'\u200b@SUM(A1)",
    });
  });
});
