import { E2E_RATE_LIMITS } from '../setup/rate-limits.ts';
import { decodeMail } from '../setup/mail-files.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';
import { startTestSmtp, type CapturedMail, type TestSmtp } from '../setup/smtp.ts';
import { expect, test as base } from './fixtures.ts';

/** A worker's own server with its database made anew, beside the config's server and another worker's starting too. */
const MAIL_SITE_START_MS = 90_000;

export interface MailSite {
  server: RunningServer;
  smtp: TestSmtp;
  /** Waits until a mail matching `match` has arrived at the SMTP server and returns it. */
  mailMatching: (match: (mail: CapturedMail) => boolean) => Promise<CapturedMail>;
}

/**
 * Browser tests whose flow ends in a mail: each worker runs the built site on its own embedded
 * database with an in-process SMTP server, and the page's baseURL points at that site.
 */
export const test = base.extend<object, { mailSite: MailSite; mailSiteSettings: Record<string, string> }>({
  /** Settings of this worker's site beyond the usual ones (`test.use` in a spec). */
  mailSiteSettings: [{}, { scope: 'worker', option: true }],
  mailSite: [
    async ({ mailSiteSettings }, use) => {
      const smtp = await startTestSmtp();
      const server = await startBuiltServer(
        { SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_MS: '200', ...E2E_RATE_LIMITS, ...mailSiteSettings },
        { upWithinMs: MAIL_SITE_START_MS - 5_000 },
      );
      const mailMatching = async (match: (mail: CapturedMail) => boolean) => {
        await expect.poll(() => smtp.received.some(match), { timeout: 15_000 }).toBe(true);
        return smtp.received.find(match)!;
      };
      await use({ server, smtp, mailMatching });
      await server.stop();
      await smtp.close();
    },
    // Starting a server of its own may take longer than a test on a busy machine.
    { scope: 'worker', timeout: MAIL_SITE_START_MS },
  ],
  baseURL: async ({ mailSite }, use) => use(mailSite.server.origin),
});

export { expect };

/** The text of a captured mail, ready to search. */
export const mailText = (mail: CapturedMail) => decodeMail(mail.raw);
