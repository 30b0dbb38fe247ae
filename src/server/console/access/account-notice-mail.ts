import type { Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { translator } from '#i18n/console-translate.ts';
import { CONSOLE_PATHS } from '#lib/console/routes.ts';
import { formatDateTime } from '#lib/format.ts';
import type { ClientSeen } from '#server/clients/client-seen.ts';
import { composeMail } from '#server/mail/compose.ts';
import type { OutgoingMail } from '#server/mail/outbox.repo.ts';
import { REPLY_ADDRESS } from '#server/mail/reply-address.ts';

/** The changes of an account its operator is told about by mail (decision 0040). */
export type AccountNotice = 'passkey_added' | 'passkey_removed' | 'session_ended' | 'sessions_ended' | 'signed_out_everywhere';

/** Who is told, in which language (the console page's the change was made on), where it came from and when. */
export interface AccountNoticeTo {
  email: string;
  locale: Locale;
  client: ClientSeen;
  siteUrl: string;
}

/**
 * The mail to the operator's own address after a change of their account: what changed, when, from which
 * network and browser, and what to do if it was not them. Sessions ended are counted where there were several.
 */
export async function accountNoticeMail(notice: AccountNotice, to: AccountNoticeTo, at: Date, count = 1): Promise<OutgoingMail> {
  const t = translator(to.locale);
  const unknown = t('mail.account.unknown');
  const page = new URL(localizePath(CONSOLE_PATHS.account, to.locale), to.siteUrl).href;
  return {
    kind: 'account_notice',
    to: to.email,
    replyTo: REPLY_ADDRESS,
    ...(await composeMail(to.locale, {
      subject: t(`mail.account.subject.${notice}`),
      intro: `${t(`mail.account.intro.${notice}`, { count })} ${t('mail.account.confirmed')}.`,
      fields: [
        [t('mail.account.when'), formatDateTime(at)],
        [t('mail.account.network'), to.client.network ?? unknown],
        [t('mail.account.browser'), to.client.browser ?? unknown],
        [t('mail.account.page'), page, page],
      ],
      body: [t('mail.account.notYouTitle'), t('mail.account.notYouText')],
    })),
  };
}
