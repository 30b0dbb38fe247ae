import { translator } from '#i18n/console-translate.ts';
import { formatDateShort } from '#lib/format.ts';
import { composeMail } from '../mail/compose.ts';
import type { ConsoleSection } from '#lib/console/routes.ts';
import { consoleLink, OPERATOR_ADDRESS, OPERATOR_LOCALE } from '../mail/operator-mail.ts';
import type { OutgoingMail } from '../mail/outbox.repo.ts';
import type { DigestCounts } from './digest.repo.ts';

/** Each count of the digest and the console section that shows what it counts. */
const SECTIONS: Record<keyof DigestCounts, ConsoleSection> = {
  contacts: 'inbox',
  newsletter: 'newsletter',
  waitlist: 'waitlist',
  failedMails: 'mail',
  securityEvents: 'security',
};

/** The operator's daily digest: each count of the day with a link to the console's section. */
export async function digestMail(day: Date, counts: DigestCounts, siteUrl: string): Promise<OutgoingMail> {
  const t = translator(OPERATOR_LOCALE);
  const date = formatDateShort(day);
  const names = Object.keys(SECTIONS) as (keyof DigestCounts)[];
  return {
    kind: 'operator_digest',
    to: OPERATOR_ADDRESS,
    ...(await composeMail(OPERATOR_LOCALE, {
      subject: t('mail.digest.subject', { date }),
      intro: t('mail.digest.intro', { date }),
      fields: names.map((name) => [t(`mail.digest.${name}`), `${counts[name]} – ${consoleLink(siteUrl, SECTIONS[name])}`]),
    })),
  };
}
