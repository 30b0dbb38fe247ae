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

/** A titled table of figures: the first column a label, the others figures (set right); `empty` is said when it has no row. */
export interface MailTable {
  title: string;
  columns: string[];
  rows: string[][];
  empty: string;
}

/** What a mail says, every text already in its language; visitors' text may be among the fields, the tables and the body. */
export interface MailParts {
  subject: string;
  /** The line a mail program shows beside the subject (decision 0046); without it, the mail's first words. */
  preview?: string;
  intro: string;
  /** Labelled lines, each on one line of its own. */
  fields?: MailField[];
  /** Tables after the fields, each under its title. */
  tables?: MailTable[];
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

const subheading: CSSProperties = { fontFamily: MAIL_FONT, fontSize: '18px', lineHeight: '1.3', margin: '24px 0 8px', ...HEADING_WRAP };
const cell: CSSProperties = { border: `1px solid ${MAIL_COLORS.rule}`, padding: '6px 8px', verticalAlign: 'top' };
const table: CSSProperties = {
  color: MAIL_COLORS.text,
  fontFamily: MAIL_FONT,
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: '15px',
  lineHeight: '22px',
  margin: '0 0 16px',
};

/** A figure and its column's name stay whole; the first column, a label, takes the rest of the line and breaks. */
const FIGURE: CSSProperties = { whiteSpace: 'nowrap', overflowWrap: 'normal', wordBreak: 'normal', width: '1%' };

/** A table's cell may hold what a visitor's request brought (a path, a referrer): shown as a field's value is. */
const visitorsLine = (text: string): string => neutraliseLine(text);

/** A table of figures, marked so that the text part lays it out as a grid (render-mail.ts); old Outlook reads only `align`. */
function figuresTable({ title, columns, rows, empty }: MailTable, key: number): ReactNode {
  const align = (index: number) => (index === 0 ? 'left' : 'right');
  const line = (cells: string[], tag: 'th' | 'td', shade: boolean) =>
    cells.map((text, index) =>
      h(
        tag,
        {
          key: index,
          align: align(index),
          scope: tag === 'th' ? 'col' : undefined,
          style: {
            ...cell,
            textAlign: align(index),
            ...(index === 0 ? {} : FIGURE),
            ...(shade ? { backgroundColor: MAIL_COLORS.shade } : {}),
          },
        },
        text,
      ),
    );
  return h(
    Fragment,
    { key: `table-${key}` },
    h(Heading, { as: 'h2', style: subheading }, title),
    rows.length === 0
      ? h(Text, { style: paragraph }, empty)
      : h(
          'table',
          { 'data-content-table': 'true', role: 'table', cellPadding: 0, cellSpacing: 0, style: table },
          h('thead', null, h('tr', null, ...line(columns, 'th', true))),
          h('tbody', null, ...rows.map((cells, index) => h('tr', { key: index }, ...line(cells.map(visitorsLine), 'td', false)))),
        ),
  );
}

/** Marks a field's line and link for the text part (render-mail.ts): one line each, a phone number as it reads. */
const FIELD_MARK = { 'data-mail-field': 'true' };

/** A field's value, as a link where it has an address. */
const linkOrText = (value: string, href: string | undefined): ReactNode =>
  href ? h(Link, { href, style: LINK_STYLE, ...FIELD_MARK }, value) : value;

/** A text's lines, each line break a <br> (which the text part keeps as a line break, where pre-wrap would not survive). */
const withBreaks = (text: string): ReactNode[] =>
  text.split('\n').flatMap((line, index) => (index === 0 ? [line] : [h('br', { key: index }), line]));

/**
 * A mail in the one layout (MailDocument): intro, labelled fields, titled tables of figures, a button, a titled
 * long text, closing paragraphs and footer notes, and its text part read from the same HTML. Field values, table
 * cells and the long text may be a visitor's: they are shown without display controls (decision 0025), each
 * field and cell on one line, the text with its line breaks, and escaped by React. A field with an address is a link.
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
    ...(parts.tables ?? []).map(figuresTable),
    parts.action
      ? h(Text, { style: { ...paragraph, margin: '8px 0 24px' } }, h(Link, { href: parts.action.href, style: button }, parts.action.label))
      : null,
    body
      ? h(Fragment, null, h(Heading, { as: 'h2', style: subheading }, body[0]), h(Text, { style: paragraph }, ...withBreaks(body[1])))
      : null,
    ...(parts.outro ?? []).map((text, index) => h(Text, { key: `outro-${index}`, style: paragraph }, text)),
  );
  // The subject may carry a visitor's name; the transport cleans the header, the document's title is cleaned here.
  const frame = {
    locale,
    subject: neutraliseLine(parts.subject),
    ...(parts.preview ? { preview: parts.preview } : {}),
    ...(parts.notes ? { notes: parts.notes } : {}),
  };
  return { subject: parts.subject, ...(await renderMail(h(MailDocument, { frame }, content))) };
}
