import siteConfig from '#site.config.ts';
import type { Locale } from '#i18n/config.ts';
import { translate } from '#i18n/translate.ts';
import { escapeMarkup } from '#lib/escape.ts';
import { neutraliseLine, neutraliseText } from '#lib/validation/display-controls.ts';

export interface MailBody {
  text: string;
  html: string;
}

/** A labelled line of a mail: its label, its text, and where it links to (an address of this site). */
export type MailField = [label: string, value: string, href?: string];

/**
 * A plain-text mail with a simple HTML twin: intro, labelled fields, a long text, and the operator's footer.
 * Field values and the long text may be a visitor's: they are shown without display controls (issue 26),
 * each field on one line, the text with its line breaks. A field with an address is a link in the HTML part.
 */
export function composeMail(locale: Locale, parts: { intro: string; fields: MailField[]; body?: [string, string] }): MailBody {
  const footer = translate(locale, 'mail.footer', {
    company: siteConfig.legalEntity,
    address: `${siteConfig.address.street}, ${siteConfig.address.postalCode} ${siteConfig.address.city}`,
  });
  const fields = parts.fields.map(([label, value, href]) => [label, neutraliseLine(value), href] as const);
  const body = parts.body && ([parts.body[0], neutraliseText(parts.body[1])] as const);
  const text = [
    parts.intro,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    ...(body ? ['', `${body[0]}:`, body[1]] : []),
    '',
    '--',
    footer,
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#0f172a">`,
    `<p>${escapeMarkup(parts.intro)}</p>`,
    `<table>${fields.map(([label, value, href]) => `<tr><th align="left">${escapeMarkup(label)}</th><td>${href ? `<a href="${escapeMarkup(href)}">${escapeMarkup(value)}</a>` : escapeMarkup(value)}</td></tr>`).join('')}</table>`,
    body ? `<h2 style="font-size:16px">${escapeMarkup(body[0])}</h2><p style="white-space:pre-wrap">${escapeMarkup(body[1])}</p>` : '',
    `<hr><p style="color:#475569;font-size:12px">${escapeMarkup(footer)}</p>`,
    '</body></html>',
  ].join('');
  return { text, html };
}
