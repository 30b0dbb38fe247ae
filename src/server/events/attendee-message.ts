import { createElement as h } from 'react';
import type { Locale } from '#i18n/config.ts';
import { campaignMailContent, previewText } from '../campaigns/campaign-mail-body.ts';
import { campaignHast } from '../campaigns/campaign-markdown.ts';
import { MailDocument } from '../mail/mail-document.ts';
import type { OutgoingMail } from '../mail/outbox.repo.ts';
import { renderMail } from '../mail/render-mail.ts';
import { REPLY_ADDRESS } from '../mail/reply-address.ts';

// Written without JSX: the sending worker runs on Node directly, which strips types but compiles no JSX (decision 0003).

/** What the operator writes to an event's attendees: a subject and a Markdown body (decision 0051). */
export interface AttendeeMessage {
  subject: string;
  body: string;
}

/**
 * The operator's message as a mail in one language's frame: the Markdown through the campaigns' sanitiser (no raw
 * HTML, no images, safe links only), answers to the firm's contact address. Rendered once per language, then
 * addressed to each attendee of that language.
 */
export async function attendeeMessageMail(message: AttendeeMessage, locale: Locale): Promise<(to: string) => OutgoingMail> {
  const tree = campaignHast(message.body);
  const frame = { locale, subject: message.subject, preview: previewText(tree) };
  const rendered = await renderMail(h(MailDocument, { frame }, campaignMailContent(tree)));
  return (to) => ({ kind: 'event_message', to, replyTo: REPLY_ADDRESS, subject: message.subject, ...rendered });
}
