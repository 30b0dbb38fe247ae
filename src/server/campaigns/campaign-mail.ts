import { randomUUID } from 'node:crypto';
import { Link } from '@react-email/components';
import { createElement as h } from 'react';
import siteConfig from '#site.config.ts';
import type { Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { translator } from '#i18n/console-translate.ts';
import { versionOf } from '#lib/campaigns.ts';
import { escapeMarkup } from '#lib/escape.ts';
import { env } from '../env.ts';
import { MailDocument } from '../mail/mail-document.ts';
import { LINK_STYLE, MAIL_COLORS } from '../mail/mail-style.ts';
import { REPLY_ADDRESS } from '../mail/reply-address.ts';
import { renderMail } from '../mail/render-mail.ts';
import { UNSUBSCRIBE_API_PATH } from '../newsletter/newsletter.service.ts';
import { unsubscribeToken } from '../newsletter/tokens.ts';
import { campaignMailContent, previewText } from './campaign-mail-body.ts';
import { campaignHast } from './campaign-markdown.ts';

/** A campaign's text in both languages (a CampaignRow will do). */
export type CampaignText = Parameters<typeof versionOf>[0];

/** The two addresses that end one subscription: the page with its button, and the one-click POST of RFC 8058. */
export interface UnsubscribeLinks {
  page: string;
  oneClick: string;
}

export interface CampaignMail {
  subject: string;
  /** Where a subscriber's answer goes (decision 0046): campaigns come from the no-reply address. */
  replyTo: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/** One campaign's mail in one language, rendered once: gives each recipient's mail by putting in their links. */
export type CampaignMailTemplate = (links: UnsubscribeLinks) => CampaignMail;

export const UNSUBSCRIBE_PAGE_PATH = '/newsletter/unsubscribe';

/** An address on the site's public origin (SITE_URL), like the confirmation mail's links. */
const onSite = (path: string, query: Record<string, string> = {}): string => {
  const url = new URL(path, env().SITE_URL);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
};

/** A subscriber's unsubscribe links in a campaign's mail; the campaign is named so that it is recorded as the cause. */
export function unsubscribeLinks(subscription: { id: string; consentAt: Date }, locale: Locale, campaignId: string): UnsubscribeLinks {
  const query = { token: unsubscribeToken(subscription), campaign: campaignId };
  return { page: onSite(localizePath(UNSUBSCRIBE_PAGE_PATH, locale), query), oneClick: onSite(UNSUBSCRIBE_API_PATH, query) };
}

/** Links that end nothing, for a test send: the page without a token says the link is invalid. */
export const inertUnsubscribeLinks = (locale: Locale): UnsubscribeLinks => ({
  page: onSite(localizePath(UNSUBSCRIBE_PAGE_PATH, locale)),
  oneClick: onSite(UNSUBSCRIBE_API_PATH),
});

/**
 * RFC 2919: the list's name and an id under the sender's domain, so mail programs can file and filter it. The
 * name is kept to plain ASCII words: nodemailer turns a header with a quote or a non-ASCII letter into encoded
 * words, and those swallow the <id> with them, which no filter then reads.
 */
export function listIdFor(companyName: string, from: string): string {
  const name = `${companyName} Newsletter`
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9!#$%&'*+\-/=?^_`{|}~ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return `${name} <newsletter.${domain.toLowerCase()}>`;
}

/**
 * Renders a campaign's mail in one language once, with a placeholder for the unsubscribe page, and gives back
 * the function that makes each recipient's mail by string replacement only (a campaign goes out at 200 mails/s).
 * With `testRecipient` it is a test send's mail: the subject says so, and the footer that its links do nothing.
 */
export async function renderCampaignTemplate(
  campaign: CampaignText,
  locale: Locale,
  options: { testRecipient?: string } = {},
): Promise<CampaignMailTemplate> {
  const t = translator(locale);
  const version = versionOf(campaign, locale);
  if (version.subject === '' || version.body === '') throw new Error(`The campaign has no ${locale} version to send.`);
  const test = options.testRecipient;
  const subject = test === undefined ? version.subject : `${t('newsletter.campaignMail.testPrefix')} ${version.subject}`;
  // A new placeholder each time: nothing written in a campaign can be taken for it.
  const placeholder = `https://unsubscribe-${randomUUID()}.invalid/`;
  const tree = campaignHast(version.body);
  const notes = [
    ...(test === undefined
      ? []
      : [h('strong', { style: { color: MAIL_COLORS.text } }, t('newsletter.campaignMail.testNote', { email: test }))]),
    t('newsletter.campaignMail.reason', { company: siteConfig.companyName, site: new URL(env().SITE_URL).host }),
    h(Link, { href: placeholder, style: LINK_STYLE }, t('newsletter.campaignMail.unsubscribe')),
  ];
  const frame = { locale, subject, preview: previewText(tree), notes };
  const { html, text } = await renderMail(h(MailDocument, { frame }, campaignMailContent(tree)));
  // UWG Art. 3 lit. o: no campaign mail without its opt-out, whatever a later renderer does to the placeholder.
  if (!html.includes(placeholder) || !text.includes(placeholder)) throw new Error('The unsubscribe link did not survive rendering.');
  const listId = listIdFor(siteConfig.companyName, siteConfig.email.from);
  return (links) => ({
    subject,
    replyTo: REPLY_ADDRESS,
    // Replaced by functions: a replacement string would read `$&` or `$1` in an address as patterns.
    html: html.replaceAll(placeholder, () => escapeMarkup(links.page)),
    text: text.replaceAll(placeholder, () => links.page),
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': listId,
    },
  });
}

/** One subscriber's campaign mail in their language (the sender renders a template once per campaign and language instead). */
export async function renderCampaignMail(input: {
  campaign: CampaignText;
  locale: Locale;
  unsubscribeUrl: string;
  oneClickUrl: string;
}): Promise<CampaignMail> {
  const template = await renderCampaignTemplate(input.campaign, input.locale);
  return template({ page: input.unsubscribeUrl, oneClick: input.oneClickUrl });
}
