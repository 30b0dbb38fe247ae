import ical, { type VEvent } from 'node-ical';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { parseMail } from '#tests/setup/parsed-mail.ts';
import { useTestSmtp } from '#tests/setup/smtp.ts';
import { invitation } from '../booking/invitation.ts';
import { composeMail } from './compose.ts';
import { enqueueMail } from './outbox.repo.ts';
import { smtpSender } from './transport.ts';
import { deliverDueMail } from './worker.ts';

const logger = pino({ level: 'silent' });
const calendarFor = (method: 'REQUEST' | 'CANCEL', sequence: number) =>
  invitation({
    uid: 'b9d1c2e3-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
    sequence,
    method,
    startsAt: new Date('2026-12-02T13:00:00Z'),
    endsAt: new Date('2026-12-02T13:15:00Z'),
    locale: 'de',
    attendee: { name: 'Anna Muster', email: 'anna@example.ch' },
  });

describe.each(TEST_ENGINES)('a mail with a calendar invitation, through the outbox on $name (decision 0049)', (engine) => {
  const database = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const smtp = useTestSmtp({ beforeAll, afterAll, beforeEach });

  it('carries it as a text/calendar part whose MIME type names its method, beside the text and HTML', async () => {
    for (const [method, sequence] of [
      ['REQUEST', 0],
      ['CANCEL', 1],
    ] as const) {
      const mail = await composeMail('de', { subject: `Termin ${method}`, intro: 'Ihr Termin', fields: [] });
      await enqueueMail(database().db, {
        kind: 'contact_notification',
        to: 'anna@example.ch',
        ...mail,
        calendar: calendarFor(method, sequence),
      });
    }
    const send = smtpSender(smtp().url, { concurrency: 1 });
    try {
      expect(await deliverDueMail({ db: database().db, send, logger })).toBe(2);
    } finally {
      send.close?.();
    }
    const mails = await Promise.all(smtp().received.map((received) => parseMail(received.raw)));
    const byMethod = Object.fromEntries(mails.map((mail) => [mail.calendars[0]?.method, mail]));
    for (const [method, sequence] of [
      ['REQUEST', 0],
      ['CANCEL', 1],
    ] as const) {
      const mail = byMethod[method]!;
      expect(mail.calendars).toHaveLength(1);
      expect(mail.text).toContain('Ihr Termin');
      const event = Object.values(ical.sync.parseICS(mail.calendars[0]!.content)).find((one): one is VEvent => one?.type === 'VEVENT');
      expect(event!.uid).toBe('b9d1c2e3-4f5a-4b6c-8d7e-9f0a1b2c3d4e');
      expect(Number(event!.sequence)).toBe(sequence);
    }
  });
});
