import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { downloadResponse } from '../http/download.ts';
import { subscriberCsv, subscriberJson, EXPORT_BATCH_SIZE } from './subscriber-export.service.ts';
import { subscriberBatch } from './subscribers.repo.ts';

const ROWS = 100_000;

describe.each(TEST_ENGINES)('the newsletter export on $name', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });

  /** 100,000 subscribers in one statement; every tenth unsubscribed, one with an address a spreadsheet would run. */
  const fill = () =>
    db().db.execute(sql`
      insert into newsletter_subscriptions (email, status, consent_at, consent_language, consent_source_page, privacy_version, client_hash, unsubscribe_token_hash)
      select case when n = 1 then '=cmd|x@example.ch' else 'reader' || n || '@example.ch' end,
             (case when n % 10 = 0 then 'unsubscribed' else 'confirmed' end)::newsletter_status,
             timestamptz '2026-01-01 00:00:00+00' + n * interval '1 second',
             case when n % 2 = 0 then 'de' else 'en' end, '/', '2026-11-22', 'h', 'u' || n
      from generate_series(1, ${ROWS}) as n`);

  /** The batch query, counted; `peak` is the most rows one batch held. */
  const countedBatches = () => {
    const calls = { count: 0, peak: 0 };
    const fetchBatch: typeof subscriberBatch = async (...args) => {
      calls.count += 1;
      const rows = await subscriberBatch(...args);
      calls.peak = Math.max(calls.peak, rows.length);
      return rows;
    };
    return { calls, fetchBatch };
  };

  const download = (chunks: AsyncIterable<string>) =>
    downloadResponse(chunks, { filename: 'newsletter.csv', contentType: 'text/csv; charset=utf-8' });

  it('streams 100,000 rows as CSV and as JSON batch by batch, never a batch ahead of the client', async () => {
    await fill();
    const { calls, fetchBatch } = countedBatches();
    const response = download(subscriberCsv(db().db, { fetchBatch }));
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="newsletter.csv"');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (let read = 0; read < 2; read += 1) text += decoder.decode((await reader.read()).value, { stream: true });
    // The header and the first batch are out, and no more than that was queried.
    expect(calls.count).toBe(1);
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += decoder.decode(chunk.value, { stream: true });

    const lines = text.split('\r\n');
    expect(lines[0]).toBe('email,status,consent_at,language');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(ROWS + 2);
    expect(new Set(lines.slice(1, -1).map((line) => line.split(',')[0])).size).toBe(ROWS);
    expect(lines).toContain(`'=cmd|x@example.ch,confirmed,2026-01-01T00:00:01.000Z,en`);
    expect(calls).toEqual({ count: ROWS / EXPORT_BATCH_SIZE + 1, peak: EXPORT_BATCH_SIZE });

    const json = countedBatches();
    const all = (await download(subscriberJson(db().db, { fetchBatch: json.fetchBatch })).json()) as {
      email: string;
      status: string;
      consent_at: string;
      language: string;
    }[];
    expect(all).toHaveLength(ROWS);
    expect(all.find((record) => record.email === 'reader2@example.ch')).toEqual({
      email: 'reader2@example.ch',
      status: 'confirmed',
      consent_at: '2026-01-01T00:00:02.000Z',
      language: 'de',
    });
    expect(json.calls).toEqual({ count: ROWS / EXPORT_BATCH_SIZE + 1, peak: EXPORT_BATCH_SIZE });
    const unsubscribed = (await download(subscriberJson(db().db, { status: 'unsubscribed' })).json()) as unknown[];
    expect(unsubscribed).toHaveLength(ROWS / 10);
  }, 120_000);

  // Decision 0042: a valid address that begins with =, + or - is a formula in Calc too; one behind a zero-width space still runs.
  it('defuses every address a spreadsheet would run, valid ones and those behind an invisible character', async () => {
    await db().db.execute(sql`
      insert into newsletter_subscriptions (email, status, consent_at, consent_language, consent_source_page, privacy_version, client_hash, unsubscribe_token_hash)
      select email, 'confirmed', timestamptz '2026-01-01 00:00:00+00' + n * interval '1 second', 'de', '/', '2026-11-22', 'h', 'u' || n
      from unnest(array['+news@example.ch', '-anna@example.ch', '=x@example.ch', ${'\u200b=HYPERLINK("https://evil.example")'}]) with ordinality as t(email, n)`);
    const lines = (await download(subscriberCsv(db().db)).text()).split('\r\n').slice(1, -1);
    // In the order of the rows' ids, which are random.
    expect(lines.map((line) => line.replace(/,confirmed,.*$/, '')).sort()).toEqual(
      ['"\'\u200b=HYPERLINK(""https://evil.example"")"', "'+news@example.ch", "'-anna@example.ch", "'=x@example.ch"].sort(),
    );
  });
});
