import { Link } from '@react-email/components';
import { createElement as h } from 'react';
import siteConfig from '#site.config.ts';
import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/translate.ts';
import { composeMail } from '../mail/compose.ts';
import { LINK_STYLE } from '../mail/mail-style.ts';
import type { OutgoingMail } from '../mail/outbox.repo.ts';
import { REPLY_ADDRESS } from '../mail/reply-address.ts';

/** A confirmation mail's three addresses: the page that confirms, the unsubscribe page, and the one-click POST of RFC 8058. */
export interface ConfirmationLinks {
  confirm: string;
  unsubscribe: string;
  oneClick: string;
}

/**
 * The double opt-in mail (spec §7): the button that confirms, what to do if it was not them, and in the
 * footer the unsubscribe link, with the one-click List-Unsubscribe. Answers go to the firm (decision 0046).
 */
export async function confirmationMail(locale: Locale, email: string, links: ConfirmationLinks): Promise<OutgoingMail> {
  const t = translator(locale);
  return {
    kind: 'newsletter_confirmation',
    to: email,
    replyTo: REPLY_ADDRESS,
    ...(await composeMail(locale, {
      subject: t('newsletter.mail.subject'),
      intro: t('newsletter.mail.intro', { company: siteConfig.companyName }),
      action: { label: t('newsletter.mail.confirm'), href: links.confirm },
      outro: [t('newsletter.mail.ignore')],
      notes: [h(Link, { href: links.unsubscribe, style: LINK_STYLE }, t('newsletter.mail.unsubscribe'))],
    })),
    headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
