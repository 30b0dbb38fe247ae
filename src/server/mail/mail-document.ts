import { Body, Container, Head, Hr, Html, Link, Section, Text } from '@react-email/components';
import { createElement as h, type CSSProperties, type ReactNode } from 'react';
import siteConfig from '#site.config.ts';
import { INTL_LOCALES, type Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { translate } from '#i18n/translate.ts';
import { env } from '../env.ts';
import { MAIL_COLORS, MAIL_FONT, WRAP } from './mail-style.ts';

// Written without JSX: the sending worker runs on Node directly, which strips types but compiles no JSX (decision 0003).

/** What every mail shows around its content, each text already in the mail's language. */
export interface MailFrame {
  locale: Locale;
  subject: string;
  /** The line a mail program shows beside the subject; without it, the program takes the mail's first words. */
  preview?: string;
  /** Lines of the footer above the sender: why the mail came, how to stop it, that it is a test. */
  notes?: ReactNode[];
}

/** A line of the footer. */
const FOOTER_TEXT: CSSProperties = {
  color: MAIL_COLORS.muted,
  fontFamily: MAIL_FONT,
  fontSize: '13px',
  lineHeight: '20px',
  margin: '0 0 10px',
};

/** The footer's postal address, the country named in the mail's language. */
function postalAddress(locale: Locale): string {
  const { street, postalCode, city, countryCode, country } = siteConfig.address;
  const countryName = new Intl.DisplayNames([INTL_LOCALES[locale]], { type: 'region' }).of(countryCode) ?? country;
  return `${street}, ${postalCode} ${city}, ${countryName}`;
}

/** Who sends every mail: name, legal entity and postal address (UWG Art. 3 lit. o for campaigns, the imprint's facts for all). */
const senderLine = (locale: Locale): string =>
  translate(locale, 'mail.footer', {
    company: siteConfig.companyName,
    legalEntity: siteConfig.legalEntity,
    address: postalAddress(locale),
  });

/**
 * Filler after the preview line, so that a mail program does not go on with the mail's first words: no-break
 * spaces and zero-width non-joiners, and none of the direction marks react-email's Preview uses (decision 0025).
 */
const PREVIEW_FILLER = '\u00a0\u200c'.repeat(60);

/** The preview line, hidden in the mail and left out of its text part (react-email's selector for that). */
const PreviewLine = ({ text }: { text: string }) =>
  h(
    'div',
    {
      'data-skip-in-text': 'true',
      style: { display: 'none', overflow: 'hidden', lineHeight: '1px', opacity: 0, maxHeight: 0, maxWidth: 0 },
    },
    text,
    PREVIEW_FILLER,
  );

/**
 * Every mail the site sends (decision 0046): one column of at most 600 px that shrinks with the screen
 * (react-email's Container is a table, which the programs that ignore max-width still lay out), with the
 * firm's name at the top, the content, and the footer with its notes and the sender. Long words break
 * rather than widen it; each text colour stands on a background set here. Declared light only: programs
 * that honour that keep its colours, those that darken every mail change the text and its background alike.
 */
export function MailDocument({ frame, children }: { frame: MailFrame; children?: ReactNode }) {
  const home = new URL(localizePath('/', frame.locale), env().SITE_URL).href;
  return h(
    Html,
    { lang: frame.locale, dir: 'ltr' },
    h(
      Head,
      null,
      h('title', null, frame.subject),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('meta', { name: 'color-scheme', content: 'light' }),
      h('meta', { name: 'supported-color-schemes', content: 'light' }),
    ),
    frame.preview ? h(PreviewLine, { text: frame.preview }) : null,
    h(
      Body,
      {
        style: {
          backgroundColor: MAIL_COLORS.page,
          color: MAIL_COLORS.text,
          margin: '0',
          padding: '16px 8px',
          fontFamily: MAIL_FONT,
          ...WRAP,
        },
      },
      h(
        Container,
        {
          style: {
            backgroundColor: MAIL_COLORS.paper,
            color: MAIL_COLORS.text,
            maxWidth: '600px',
            padding: '24px 20px 16px',
            borderRadius: '6px',
            ...WRAP,
          },
        },
        h(
          Text,
          { style: { fontFamily: MAIL_FONT, fontSize: '15px', lineHeight: '22px', fontWeight: 700, margin: '0 0 20px' } },
          h(Link, { href: home, style: { color: MAIL_COLORS.text, textDecoration: 'none' } }, siteConfig.companyName),
        ),
        h(Section, null, children),
        h(Hr, { style: { borderColor: MAIL_COLORS.rule, margin: '28px 0 16px' } }),
        h(
          Section,
          null,
          ...(frame.notes ?? []).map((note, index) => h(Text, { key: index, style: FOOTER_TEXT }, note)),
          h(Text, { style: FOOTER_TEXT }, senderLine(frame.locale)),
        ),
      ),
    ),
  );
}
