import { Heading, Link, Text } from '@react-email/components';
import { createElement as h, Fragment, type CSSProperties, type ReactNode } from 'react';
import type { Locale } from '#i18n/config.ts';
import { neutraliseLine, neutraliseText } from '#lib/validation/display-controls.ts';
import { MailDocument } from './mail-document.ts';
import { LINK_STYLE, MAIL_COLORS, MAIL_FONT, HEADING_WRAP } from './mail-style.ts';
import { renderMail, type MailBody } from './render-mail.ts';

// Written without JSX: the sending worker runs on Node directly, which strips types but compiles no JSX (decision 0003).

/** A labelled line of a mail: its label, its text, and where it links to (an address of this site, mailto: or tel:). */
export type MailField = [label: string, value: string, href?: string];

/** What a mail says, every text already in its language; visitors' text may be among the fields and the body. */
export interface MailParts {
  subject: string;
  intro: string;
  /** Labelled lines, each on one line of its own. */
  fields?: MailField[];
  /** The one thing the reader is asked to do, as a button whose address the text part writes out. */
  action?: { label: string; href: string };
  /** A titled longer text with its line breaks, such as a visitor's message. */
  body?: [title: string, text: string];
  /** Paragraphs after the rest. */
  outro?: string[];
  /** Lines of the footer above the sender (decision 0046). */
  notes?: ReactNode[];
}

const paragraph: CSSProperties = { fontFamily: MAIL_FONT, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' };
const fieldLine: CSSProperties = { ...paragraph, margin: '0 0 8px' };
const button: CSSProperties = {
  display: 'inline-block',
  backgroundColor: MAIL_COLORS.link,
  color: MAIL_COLORS.onLink,
  fontWeight: 700,
  textDecoration: 'none',
  padding: '12px 20px',
  borderRadius: '6px',
};

/** Marks a field's line and link for the text part (render-mail.ts): one line each, a phone number as it reads. */
const FIELD_MARK = { 'data-mail-field': 'true' };

/** A field's value, as a link where it has an address. */
const linkOrText = (value: string, href: string | undefined): ReactNode =>
  href ? h(Link, { href, style: LINK_STYLE, ...FIELD_MARK }, value) : value;

/** A text's lines, each line break a <br> (which the text part keeps as a line break, where pre-wrap would not survive). */
const withBreaks = (text: string): ReactNode[] =>
  text.split('\n').flatMap((line, index) => (index === 0 ? [line] : [h('br', { key: index }), line]));

/**
 * A mail in the one layout (MailDocument): intro, labelled fields, a button, a titled long text, closing
 * paragraphs and footer notes, and its text part read from the same HTML. Field values and the long text
 * may be a visitor's: they are shown without display controls (decision 0025), each field on one line, the
 * text with its line breaks, and escaped by React. A field with an address is a link.
 */
export async function composeMail(locale: Locale, parts: MailParts): Promise<MailBody & { subject: string }> {
  const fields = (parts.fields ?? []).map(([label, value, href]) => [label, neutraliseLine(value), href] as const);
  const body = parts.body && ([parts.body[0], neutraliseText(parts.body[1])] as const);
  const content = h(
    Fragment,
    null,
    h(Text, { style: paragraph }, parts.intro),
    fields.length === 0
      ? null
      : h(
          'div',
          { style: { margin: '0 0 16px' } },
          ...fields.map(([label, value, href], index) =>
            h(Text, { key: index, style: fieldLine, ...FIELD_MARK }, h('strong', null, `${label}:`), ' ', linkOrText(value, href)),
          ),
        ),
    parts.action
      ? h(Text, { style: { ...paragraph, margin: '8px 0 24px' } }, h(Link, { href: parts.action.href, style: button }, parts.action.label))
      : null,
    body
      ? h(
          Fragment,
          null,
          h(
            Heading,
            { as: 'h2', style: { fontFamily: MAIL_FONT, fontSize: '18px', lineHeight: '1.3', margin: '24px 0 8px', ...HEADING_WRAP } },
            body[0],
          ),
          h(Text, { style: paragraph }, ...withBreaks(body[1])),
        )
      : null,
    ...(parts.outro ?? []).map((text, index) => h(Text, { key: `outro-${index}`, style: paragraph }, text)),
  );
  // The subject may carry a visitor's name; the transport cleans the header, the document's title is cleaned here.
  const frame = { locale, subject: neutraliseLine(parts.subject), ...(parts.notes ? { notes: parts.notes } : {}) };
  return { subject: parts.subject, ...(await renderMail(h(MailDocument, { frame }, content))) };
}
