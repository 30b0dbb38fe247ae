import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { PAGE_SIZE } from '../db/paging.ts';
import { contactMessages } from '../db/schema.ts';
import { listMessages, messageBatch, type MessageFolder } from './inbox.repo.ts';
import { markAnswered, openMessage, replyHref } from './inbox.service.ts';

const base = { language: 'de', sourcePage: '/contact', clientHash: 'f' };

describe.each(TEST_ENGINES)('the inbox on $name', (engine) => {
  const database = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });

  it('lists newest first, a page at a time', async () => {
    const { db } = database();
    await db.insert(contactMessages).values(
      Array.from({ length: PAGE_SIZE + 3 }, (_, n) => ({
        ...base,
        name: `Person ${n}`,
        email: `p${n}@example.ch`,
        message: 'Hello there',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)),
      })),
    );
    const first = await listMessages(db, { folder: 'inbox', search: '', page: { from: 'newest' } });
    expect(first).toMatchObject({ total: { count: PAGE_SIZE + 3, more: false } });
    expect(first.rows[0]?.name).toBe(`Person ${PAGE_SIZE + 2}`);
    const second = await listMessages(db, { folder: 'inbox', search: '', page: { from: 'older', than: first.older! } });
    expect(second.rows.map((row) => row.name)).toEqual(['Person 2', 'Person 1', 'Person 0']);
  });

  it('finds by name, address, company or text in any case, with % and _ taken literally', async () => {
    const { db } = database();
    await db.insert(contactMessages).values([
      { ...base, name: 'Anna Muster', email: 'anna@example.ch', company: null, message: 'Offerte bitte' },
      { ...base, name: 'Bob', email: 'bob@beispiel.ch', company: 'Treuhand_AG', message: 'Wir wachsen 100% schneller' },
    ]);
    const names = async (search: string) =>
      (await listMessages(db, { folder: 'inbox', search, page: { from: 'newest' } })).rows.map((row) => row.name).sort();
    expect(await names('MUSTER')).toEqual(['Anna Muster']);
    expect(await names('beispiel.ch')).toEqual(['Bob']);
    expect(await names('treuhand_')).toEqual(['Bob']);
    expect(await names('offerte')).toEqual(['Anna Muster']);
    expect(await names('100%')).toEqual(['Bob']);
    expect(await names('%')).toEqual(['Bob']);
    expect(await names('_')).toEqual(['Bob']);
    expect(await names('')).toEqual(['Anna Muster', 'Bob']);
  });

  // The inbox shows one folder at a time, the inbox itself unless another is chosen; its download follows it.
  it('lists one folder at a time, with its search, and downloads it alike', async () => {
    const { db } = database();
    await db.insert(contactMessages).values([
      { ...base, name: 'Anna', email: 'anna@example.ch', message: 'Offerte bitte' },
      { ...base, name: 'Alte Anfrage', email: 'alt@example.ch', message: 'Offerte erledigt', folder: 'archive' },
      { ...base, name: 'Spammer', email: 'spam@example.ch', message: 'Offerte: billige Uhren', folder: 'spam' },
      { ...base, name: 'Bob', email: 'bob@example.ch', message: 'Rückruf', folder: 'archive' },
    ]);
    const names = async (folder: MessageFolder, search = '') =>
      (await listMessages(db, { folder, search, page: { from: 'newest' } })).rows.map((row) => row.name).sort();
    expect(await names('inbox')).toEqual(['Anna']);
    expect(await names('archive')).toEqual(['Alte Anfrage', 'Bob']);
    expect(await names('spam')).toEqual(['Spammer']);
    expect(await names('archive', 'offerte')).toEqual(['Alte Anfrage']);
    expect((await listMessages(db, { folder: 'archive', search: '', page: { from: 'newest' } })).total).toEqual({ count: 2, more: false });
    const batch = async (folder: MessageFolder, search = '') =>
      (await messageBatch(db, { folder, search }, { limit: 10 })).map((row) => row.name).sort();
    expect(await batch('inbox')).toEqual(['Anna']);
    expect(await batch('archive', 'bob')).toEqual(['Bob']);
    expect(await batch('spam', 'offerte')).toEqual(['Spammer']);
  });

  it('marks a message read when first opened, and answered until taken back', async () => {
    const { db } = database();
    const [row] = await db
      .insert(contactMessages)
      .values({ ...base, name: 'Anna', email: 'anna@example.ch', message: 'Hallo' })
      .returning();
    const first = await openMessage(db, row!.id, new Date('2026-01-01T10:00:00Z'));
    const again = await openMessage(db, row!.id, new Date('2026-01-02T10:00:00Z'));
    expect(again?.readAt).toEqual(first?.readAt);
    expect(first?.readAt).toEqual(new Date('2026-01-01T10:00:00Z'));
    expect(await markAnswered(db, row!.id, true, new Date('2026-01-03T10:00:00Z'))).toBe(true);
    expect((await openMessage(db, row!.id))?.answeredAt).toEqual(new Date('2026-01-03T10:00:00Z'));
    expect(await markAnswered(db, row!.id, false)).toBe(true);
    expect((await openMessage(db, row!.id))?.answeredAt).toBeNull();
    expect(await markAnswered(db, '00000000-0000-4000-8000-000000000000', true)).toBe(false);
    expect(await openMessage(db, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });
});

describe('the reply link', () => {
  it('writes to the visitor with a subject in the language the visitor wrote in', () => {
    expect(replyHref({ email: 'anna+test@example.ch', language: 'de' })).toBe(
      'mailto:anna%2Btest@example.ch?subject=Ihre%20Nachricht%20an%20Muster%20Finanzautomation',
    );
    expect(replyHref({ email: 'bob@example.ch', language: 'en' })).toBe(
      'mailto:bob@example.ch?subject=Your%20message%20to%20Muster%20Finanzautomation',
    );
  });
});
