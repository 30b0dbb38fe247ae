import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetData, TEST_ENGINES, type TestDatabase } from '../../../tests/setup/database.ts';
import { submitContact } from '../contact/contact.service.ts';
import { mailOutbox, newsletterSubscriptions, securityEvents } from '../db/schema.ts';
import { subscribe } from '../newsletter/newsletter.service.ts';
import { recordSecurityEvent } from '../security/security-events.ts';
import { submitWaitlist } from '../waitlist/waitlist.service.ts';
import { toCsv } from './format.ts';
import { erasePerson, exportPerson, LISTS, purgeExpired, retryFailedMail } from './records.ts';

const meta = { language: 'de' as const, sourcePage: '/', clientHash: 'b'.repeat(64) };
const consent = { ...meta, privacyVersion: '2026-11-22', at: new Date() };

describe('toCsv', () => {
  it('quotes, escapes and defuses spreadsheet formulas', () => {
    expect(toCsv([{ a: 'x,y', b: 'say "hi"', c: '=SUM(A1)', d: new Date('2026-01-02T03:04:05Z'), e: null }])).toBe(
      `a,b,c,d,e\r\n"x,y","say ""hi""",'=SUM(A1),2026-01-02T03:04:05.000Z,\r\n`,
    );
  });
});

describe.each(TEST_ENGINES)('operator records on $name', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await engine.create();
  }, 60_000);
  afterAll(() => database.drop());
  beforeEach(async () => {
    await resetData(database);
    await submitContact(database.db, { name: 'Anna', email: 'Anna@Example.ch', message: 'Hallo zusammen, bitte melden.' }, meta);
    await subscribe(database.db, 'anna@example.ch', consent, 'https://www.example.ch');
    await submitWaitlist(database.db, { email: 'anna@example.ch', company: null, tier: 'early_access', motivation: null }, consent);
    await submitContact(database.db, { name: 'Bob', email: 'bob@example.ch', message: 'Eine andere Nachricht hier.' }, meta);
  });

  it('lists what came in', async () => {
    expect(await LISTS.contacts(database.db)).toHaveLength(2);
    expect(await LISTS.newsletter(database.db)).toHaveLength(1);
    expect(await LISTS.waitlist(database.db)).toHaveLength(1);
  });

  it('exports everything about one address, whatever its case, and erases it', async () => {
    const exported = await exportPerson(database.db, 'ANNA@example.ch');
    expect(exported.contactMessages).toHaveLength(1);
    expect(exported.newsletterSubscriptions).toHaveLength(1);
    expect(exported.waitlistEntries).toHaveLength(1);
    expect(exported.mails.length).toBeGreaterThanOrEqual(2);
    expect(await erasePerson(database.db, 'anna@example.ch')).toBeGreaterThanOrEqual(5);
    const after = await exportPerson(database.db, 'anna@example.ch');
    expect([after.contactMessages, after.newsletterSubscriptions, after.waitlistEntries, after.mails].flat()).toEqual([]);
    expect(await LISTS.contacts(database.db)).toHaveLength(1);
  });

  it('retries failed mails', async () => {
    await database.db.update(mailOutbox).set({ status: 'failed' });
    expect(await retryFailedMail(database.db)).toBe(3);
    expect((await database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'))).length).toBe(3);
  });

  it('purges unconfirmed sign-ups and security events past retention, and nothing newer', async () => {
    await recordSecurityEvent(database.db, { event_type: 'suspicious_navigation' }, null);
    expect(await purgeExpired(database.db, { unconfirmedNewsletterDays: 30, securityEventDays: 90 })).toEqual({ unconfirmedNewsletter: 0, securityEvents: 0 });
    const later = new Date(Date.now() + 91 * 86_400_000);
    expect(await purgeExpired(database.db, { unconfirmedNewsletterDays: 30, securityEventDays: 90 }, later)).toEqual({ unconfirmedNewsletter: 1, securityEvents: 1 });
    expect(await database.db.select().from(newsletterSubscriptions)).toHaveLength(0);
    expect(await database.db.select().from(securityEvents)).toHaveLength(0);
  });
});
