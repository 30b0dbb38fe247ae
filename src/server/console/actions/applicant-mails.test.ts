import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import siteConfig from '#site.config.ts';
import { bookingAddress } from '#lib/booking-link.ts';
import { env } from '#server/env.ts';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { parseMail } from '#tests/setup/parsed-mail.ts';
import { useTestSmtp } from '#tests/setup/smtp.ts';
import { mailOutbox, waitlistEntries } from '#server/db/schema.ts';
import { smtpSender } from '#server/mail/transport.ts';
import { deliverDueMail } from '#server/mail/worker.ts';
import { submitWaitlist } from '#server/waitlist/waitlist.service.ts';
import { CLI } from '../audit/audit.service.ts';
import { ADMIN_COMMANDS } from '../cli/commands.ts';
import { runAdminCommand } from '../cli/run-command.ts';
import { erasePerson } from './people.actions.ts';
import { decideEntry } from './waitlist.actions.ts';

const logger = pino({ level: 'silent' });
const SITE = 'https://www.example.ch';
const consentIn = (language: 'de' | 'en') => ({
  consentLanguage: language,
  consentSourcePage: language === 'de' ? '/' : '/en',
  clientHash: 'e'.repeat(64),
  privacyVersion: '2026-11-22',
  consentAt: new Date(),
});

// The applicant hears of the operator's decision, in the language they signed up in.
describe.each(TEST_ENGINES)('the applicant hears back, on $name', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const smtp = useTestSmtp({ beforeAll, afterAll, beforeEach });
  const join = async (email: string, tier: string, language: 'de' | 'en') => {
    const result = await submitWaitlist(db().db, { email, company: 'Start AG', tier, motivation: null }, consentIn(language), SITE);
    if (!result.ok) throw new Error(result.code);
    return result.id;
  };
  const applicantMails = async () => (await db().db.select().from(mailOutbox)).filter((mail) => mail.kind !== 'waitlist_notification');
  const delivered = async () => {
    await deliverDueMail({ db: db().db, send: smtpSender(smtp().url), logger });
    while ((await deliverDueMail({ db: db().db, send: smtpSender(smtp().url), logger })) > 0);
    const received = smtp().received.filter((mail) => !mail.to.includes(siteConfig.email.notifications));
    return Promise.all(
      received.map(async (mail) => {
        const parsed = await parseMail(mail.raw);
        const header = (key: string) => parsed.headers.find((line) => line.key === key)?.value ?? '';
        // What the reader sees: the subject and reply address, the text part and the HTML part.
        return {
          to: mail.to,
          text: [`Subject: ${parsed.subject}`, `Reply-To: ${header('reply-to')}`, parsed.text, parsed.html].join('\n'),
        };
      }),
    );
  };

  it.each([
    ['de', 'Subject: Du bist dabei: Early Access', 'Gute Nachricht: Deine Anmeldung (Early Access) ist angenommen', 'Termin buchen'],
    ['en', "Subject: You're in: Early Access", 'Good news: your sign-up (Early Access) has been accepted', 'Book a call'],
  ] as const)(
    'accepted (%s): they are in, which tier, what next and when, the booking link and the contact',
    async (language, subject, intro, booking) => {
      const id = await join(`accepted-${language}@example.ch`, 'early_access', language);
      expect(await decideEntry(db().db, CLI, { id, decision: 'accept' })).toEqual({ code: 'accepted' });
      const [mail] = await delivered();
      expect(mail!.to).toEqual([`accepted-${language}@example.ch`]);
      for (const part of [
        subject,
        intro,
        `${booking}: ${bookingAddress(language, env().SITE_URL)}`,
        siteConfig.email.contact,
        siteConfig.phone.display,
        `Reply-To: ${siteConfig.email.contact}`,
      ]) {
        expect(mail!.text).toContain(part);
      }
      expect(mail!.text).toContain(`<a href="${bookingAddress(language, env().SITE_URL)}"`);
      expect(mail!.text).toMatch(language === 'de' ? /zwei Arbeitstagen/ : /two working days/);
      const [entry] = await db().db.select().from(waitlistEntries);
      expect(entry!.applicantMailId).toBe((await applicantMails())[0]!.id);
    },
  );

  it.each([
    ['de', 'Subject: Deine Anmeldung zur Warteliste', 'können wir dir im Moment leider keinen Platz anbieten'],
    ['en', 'Subject: Your waiting-list sign-up', 'We cannot offer you a place for your sign-up'],
  ] as const)('declined (%s): a short, kind mail with the contact', async (language, subject, text) => {
    const id = await join(`declined-${language}@example.ch`, 'general_waitlist', language);
    expect(await decideEntry(db().db, CLI, { id, decision: 'decline' })).toEqual({ code: 'declined' });
    const [mail] = await delivered();
    expect(mail!.text).toContain(subject);
    expect(mail!.text).toContain(text);
    expect(mail!.text).toContain(siteConfig.email.contact);
  });

  it('declined without a mail, refused for a full tier, or decided twice: no mail to the applicant', async () => {
    const quiet = await join('quiet@example.ch', 'general_waitlist', 'de');
    expect(await decideEntry(db().db, CLI, { id: quiet, decision: 'decline', mail: 'none' })).toEqual({ code: 'declined' });
    const full = await join('full@example.ch', 'early_access', 'en');
    await db().db.execute(`update tiers set accepted_count = total_slots where tier = 'early_access'`);
    expect(await decideEntry(db().db, CLI, { id: full, decision: 'accept' })).toEqual({ code: 'tier_full' });
    expect(await decideEntry(db().db, CLI, { id: quiet, decision: 'accept' })).toEqual({ code: 'not_pending' });
    expect(await applicantMails()).toEqual([]);
  });

  it('the command line tells the applicant too, and `--no-mail` declines without a mail', async () => {
    const out = { data: async () => undefined, print: async () => undefined, error: async () => undefined };
    const run = (...words: string[]) => runAdminCommand(ADMIN_COMMANDS, { command: 'waitlist', words, format: 'table' }, db().db, out);
    const told = await join('told@example.ch', 'general_waitlist', 'en');
    const quiet = await join('quiet@example.ch', 'general_waitlist', 'en');
    expect(await run('decline', told)).toBe(0);
    expect(await run('decline', quiet, '--no-mail')).toBe(0);
    expect(await run('accept', quiet, '--no-mail')).toBe(2);
    expect((await applicantMails()).map((mail) => [mail.kind, mail.recipient])).toEqual([['waitlist_declined', 'told@example.ch']]);
  });

  it('erasing the applicant removes the mail that told them', async () => {
    const id = await join('erase-me@example.ch', 'early_access', 'de');
    await decideEntry(db().db, CLI, { id, decision: 'accept' });
    expect(await applicantMails()).toHaveLength(1);
    await erasePerson(db().db, CLI, { email: 'erase-me@example.ch' });
    expect(await db().db.select().from(mailOutbox)).toEqual([]);
  });
});
