import siteConfig from '../../../site.config.ts';
import type { Locale } from '../../i18n/config.ts';
import { translate } from '../../i18n/translate.ts';
import { escapeMarkup } from '../../lib/escape.ts';


export interface MailBody {
  text: string;
  html: string;
}

/** A plain-text mail with a simple HTML twin: intro, labelled fields, a long text, and the operator's footer. */
export function composeMail(locale: Locale, parts: { intro: string; fields: [string, string][]; body?: [string, string] }): MailBody {
  const footer = translate(locale, 'mail.footer', {
    company: siteConfig.legalEntity,
    address: `${siteConfig.address.street}, ${siteConfig.address.postalCode} ${siteConfig.address.city}`,
  });
  const text = [
    parts.intro,
    '',
    ...parts.fields.map(([label, value]) => `${label}: ${value}`),
    ...(parts.body ? ['', `${parts.body[0]}:`, parts.body[1]] : []),
    '',
    '--',
    footer,
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#0f172a">`,
    `<p>${escapeMarkup(parts.intro)}</p>`,
    `<table>${parts.fields.map(([label, value]) => `<tr><th align="left">${escapeMarkup(label)}</th><td>${escapeMarkup(value)}</td></tr>`).join('')}</table>`,
    parts.body ? `<h2 style="font-size:16px">${escapeMarkup(parts.body[0])}</h2><p style="white-space:pre-wrap">${escapeMarkup(parts.body[1])}</p>` : '',
    `<hr><p style="color:#475569;font-size:12px">${escapeMarkup(footer)}</p>`,
    '</body></html>',
  ].join('');
  return { text, html };
}
