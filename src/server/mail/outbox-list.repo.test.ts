import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { mailOutbox } from '../db/schema.ts';
import { listOutbox, mailMatching, type MailStatus } from './outbox-list.repo.ts';

const mail = (kind: string, recipient: string, subject: string, status: MailStatus = 'sent') => ({
  kind,
  recipient,
  subject,
  status,
  textBody: 'Text',
  htmlBody: '<p>Text</p>',
});

// The Mail page shows each mail's recipient and kind, and finds mails by recipient or subject.
describe.each(TEST_ENGINES)('the Mail page’s list on $name', (engine) => {
  const database = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  beforeEach(async () => {
    await database()
      .db.insert(mailOutbox)
      .values([
        mail('newsletter_confirmation', 'anna@example.ch', 'Bitte bestätigen Sie Ihre Anmeldung'),
        mail('contact_notification', 'office@example.ch', 'Neue Kontaktanfrage von Bruno Beispiel'),
        mail('waitlist_accepted', 'clara_100%@example.ch', 'Du bist dabei: Early Access', 'failed'),
        mail('contact_notification', 'office@example.ch', 'Neue Kontaktanfrage von Anna', 'failed'),
      ]);
  });
  const found = async (status: MailStatus, search: string) =>
    (await listOutbox(database().db, { status, search, page: { from: 'newest' } })).rows.map((row) => [row.kind, row.recipient]);

  it('gives each mail’s kind and recipient', async () => {
    expect(await found('sent', '')).toEqual(
      expect.arrayContaining([
        ['newsletter_confirmation', 'anna@example.ch'],
        ['contact_notification', 'office@example.ch'],
      ]),
    );
    expect((await listOutbox(database().db, { status: 'sent', search: '', page: { from: 'newest' } })).total).toEqual({
      count: 2,
      more: false,
    });
  });

  it('finds by recipient or subject in any case, within the status shown, % and _ taken literally', async () => {
    expect(await found('sent', 'ANNA@')).toEqual([['newsletter_confirmation', 'anna@example.ch']]);
    expect(await found('sent', 'bruno beispiel')).toEqual([['contact_notification', 'office@example.ch']]);
    expect(await found('failed', 'anna')).toEqual([['contact_notification', 'office@example.ch']]);
    expect(await found('failed', 'early access')).toEqual([['waitlist_accepted', 'clara_100%@example.ch']]);
    expect(await found('sent', 'early access')).toEqual([]);
    expect(await found('failed', '_100%')).toEqual([['waitlist_accepted', 'clara_100%@example.ch']]);
    expect(await found('sent', '%')).toEqual([]);
    // The recipient and the subject are searched apart: no match runs from one into the other.
    expect(await found('sent', 'example.ch Bitte')).toEqual([]);
    expect((await listOutbox(database().db, { status: 'failed', search: 'anna', page: { from: 'newest' } })).total).toEqual({
      count: 1,
      more: false,
    });
  });

  it('searches one expression, which a trigram index on exactly it can serve', async () => {
    const { db } = database();
    const rendered = db.select({ id: mailOutbox.id }).from(mailOutbox).where(mailMatching('anna')).toSQL();
    expect(rendered.sql).toContain(`"mail_outbox"."recipient" || E'\\n' || "mail_outbox"."subject" ilike $1`);
    expect(rendered.params).toEqual(['%anna%']);
    expect(mailMatching('')).toBeUndefined();
    // Migration 0009's trigram index on the same expression (schema.ts mailSearchText) serves it, on both engines.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = await tx.execute(sql`explain select ${mailOutbox.id} from ${mailOutbox} where ${mailMatching('bruno')}`);
      expect(JSON.stringify(plan)).toContain('mail_outbox_search_idx');
    });
  });
});
