import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import siteConfig from '#site.config.ts';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { decodeMail } from '#tests/setup/mail-files.ts';
import { useTestSmtp } from '#tests/setup/smtp.ts';
import { mailOutbox } from '../db/schema.ts';
import { FORM_MAIL_DELAY_MS } from '../mail/form-mail.ts';
import { smtpSender } from '../mail/transport.ts';
import { deliverDueMail } from '../mail/worker.ts';
import { submitWaitlist } from './waitlist.service.ts';

const logger = pino({ level: 'silent' });
const consent = {
  consentLanguage: 'en',
  consentSourcePage: '/en',
  clientHash: 'd'.repeat(64),
  privacyVersion: '2026-11-22',
  consentAt: new Date(),
};
const SITE = 'https://www.example.ch';

describe.each(TEST_ENGINES)('the operator hears of a waiting-list entry on $name', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const smtp = useTestSmtp({ beforeAll, afterAll, beforeEach });

  it('a sign-up queues a German notice to the operator, which the worker delivers', async () => {
    const entry = {
      email: 'founder@example.ch',
      company: 'Start AG',
      tier: 'early_access',
      motivation: 'Belege & Mehrwertsteuer automatisieren.',
    };
    expect(await submitWaitlist(db().db, entry, consent, SITE)).toMatchObject({ ok: true });
    expect(await db().db.select().from(mailOutbox)).toMatchObject([
      { kind: 'waitlist_notification', recipient: siteConfig.email.notifications, replyTo: entry.email },
    ]);

    // Due a second or two later, at a random moment (decision 0056): not yet, and then.
    const send = smtpSender(smtp().url);
    expect(await deliverDueMail({ db: db().db, send, logger })).toBe(0);
    const later = () => new Date(Date.now() + 2 * FORM_MAIL_DELAY_MS);
    expect(await deliverDueMail({ db: db().db, send, logger, now: later })).toBe(1);
    expect(smtp().received.map((mail) => mail.to)).toEqual([[siteConfig.email.notifications]]);
    const mail = decodeMail(smtp().received[0]!.raw);
    // The tier as the site names it, and a link to the entry's place in the console.
    expect(mail).toContain('Subject: Neue Anmeldung zur Warteliste: Early Access');
    expect(mail).toContain('Reply-To: founder@example.ch');
    for (const line of [
      'E-Mail: founder@example.ch',
      'Firma: Start AG',
      'Stufe: Early Access',
      `In der Konsole: ${SITE}/admin/waitlist?status=pending&tier=early_access`,
      `<a href="${SITE}/admin/waitlist?status=pending&amp;tier=early_access"`,
      'Belege & Mehrwertsteuer automatisieren.',
    ]) {
      expect(mail).toContain(line);
    }
  });

  it('no notice for a refused sign-up, and one for a sign-up without company or motivation', async () => {
    const entry = { email: 'a@example.ch', company: null, tier: 'general_waitlist', motivation: null };
    expect(await submitWaitlist(db().db, entry, consent, SITE)).toMatchObject({ ok: true });
    expect(await submitWaitlist(db().db, { ...entry, email: 'A@example.ch' }, consent, SITE)).toEqual({ ok: false, code: 'email_taken' });
    expect(await submitWaitlist(db().db, { ...entry, email: 'b@example.ch', tier: 'founders_beta' }, consent, SITE)).toEqual({
      ok: false,
      code: 'tier_full',
    });
    const [notice, ...more] = await db().db.select().from(mailOutbox);
    expect(more).toEqual([]);
    expect(notice?.textBody).not.toContain('Firma:');
    expect(notice?.textBody).not.toContain('Motivation');
  });
});
