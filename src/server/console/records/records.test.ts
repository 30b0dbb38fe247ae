import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { submitContact } from '#server/contact/contact.service.ts';
import { mailOutbox } from '#server/db/schema.ts';
import { subscribe } from '#server/newsletter/newsletter.service.ts';
import { submitWaitlist } from '#server/waitlist/waitlist.service.ts';
import { toCsv } from '#server/exports/format.ts';
import { deletePersonRecords, selectPersonRecords, LISTS, retryFailedMail } from './records.repo.ts';

const meta = { language: 'de' as const, sourcePage: '/', clientHash: 'b'.repeat(64) };
const consent = {
  consentLanguage: 'de' as const,
  consentSourcePage: '/',
  clientHash: meta.clientHash,
  privacyVersion: '2026-11-22',
  consentAt: new Date(),
};
const SITE = 'https://www.example.ch';

describe('toCsv', () => {
  it('quotes, escapes and defuses spreadsheet formulas', () => {
    expect(toCsv([{ a: 'x,y', b: 'say "hi"', c: '=SUM(A1)', d: new Date('2026-01-02T03:04:05Z'), e: null }])).toBe(
      `a,b,c,d,e\r\n"x,y","say ""hi""",'=SUM(A1),2026-01-02T03:04:05.000Z,\r\n`,
    );
  });
});

describe.each(TEST_ENGINES)('operator records on $name', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  beforeEach(async () => {
    await submitContact(
      db().db,
      { name: 'Anna', email: 'Anna@Example.ch', message: 'Hallo zusammen, bitte melden.', company: undefined },
      meta,
    );
    await subscribe(db().db, 'anna@example.ch', consent, 'https://www.example.ch');
    await submitWaitlist(db().db, { email: 'anna@example.ch', company: null, tier: 'early_access', motivation: null }, consent, SITE);
    await submitContact(
      db().db,
      { name: 'Bob', email: 'bob@example.ch', message: 'Eine andere Nachricht hier.', company: undefined },
      meta,
    );
  });

  it('lists what came in', async () => {
    expect(await LISTS.contacts(db().db)).toHaveLength(2);
    expect(await LISTS.newsletter(db().db)).toHaveLength(1);
    expect(await LISTS.waitlist(db().db)).toHaveLength(1);
  });

  it('lists each mail with its recipient and subject', async () => {
    const mails = await LISTS.outbox(db().db);
    expect(mails).toHaveLength(4);
    expect(mails.every((mail) => mail.recipient.includes('@') && mail.subject.length > 0)).toBe(true);
  });

  it('exports everything about one address, whatever its case, and erases it', async () => {
    const exported = await selectPersonRecords(db().db, 'ANNA@example.ch');
    expect(exported.contactMessages).toHaveLength(1);
    expect(exported.newsletterSubscriptions).toHaveLength(1);
    expect(exported.waitlistEntries).toHaveLength(1);
    expect(exported.mails.length).toBeGreaterThanOrEqual(2);
    expect((await deletePersonRecords(db().db, 'anna@example.ch', async () => [])).rows).toBeGreaterThanOrEqual(5);
    const after = await selectPersonRecords(db().db, 'anna@example.ch');
    expect([after.contactMessages, after.newsletterSubscriptions, after.waitlistEntries, after.mails].flat()).toEqual([]);
    expect(await LISTS.contacts(db().db)).toHaveLength(1);
  });

  it('finds and erases an address in every spelling it may be stored in: as typed before addresses were normalised, and normalised', async () => {
    await submitContact(
      db().db,
      { name: 'Luca', email: 'luca@xn--bcher-kva.ch', message: 'Gespeichert in der normalisierten Form.', company: undefined },
      meta,
    );
    await submitContact(
      db().db,
      { name: 'Luca', email: 'Luca@Bücher.ch', message: 'Gespeichert, wie es getippt wurde.', company: undefined },
      meta,
    );
    expect((await selectPersonRecords(db().db, 'Luca@Bücher.ch')).contactMessages).toHaveLength(2);
    await deletePersonRecords(db().db, ' Luca@Bücher.ch ', async () => []);
    expect((await selectPersonRecords(db().db, 'Luca@Bücher.ch')).contactMessages).toEqual([]);
    expect(await LISTS.contacts(db().db)).toHaveLength(2);
  });

  it('retries failed mails', async () => {
    await db().db.update(mailOutbox).set({ status: 'failed' });
    // Two contact notifications, the newsletter confirmation and the waiting-list notification.
    expect(await retryFailedMail(db().db)).toBe(4);
    expect((await db().db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'))).length).toBe(4);
  });

  it('a retried mail keeps its attempts and last error, and gets a new retry window', async () => {
    const givenUp = new Date(Date.now() - 30 * 3_600_000);
    await db().db.update(mailOutbox).set({ status: 'failed', attempts: 7, lastError: '550 Mailbox unavailable', queuedAt: givenUp });
    const retried = new Date();
    expect(await retryFailedMail(db().db, undefined, retried)).toBe(4);
    const mails = await db().db.select().from(mailOutbox);
    expect(mails.map(({ status, attempts, lastError }) => ({ status, attempts, lastError }))).toEqual(
      Array(4).fill({ status: 'pending', attempts: 7, lastError: '550 Mailbox unavailable' }),
    );
    expect(mails.every((mail) => mail.queuedAt.getTime() === retried.getTime())).toBe(true);
  });
});
