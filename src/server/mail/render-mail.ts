import { render, toPlainText } from '@react-email/components';
import type { ReactElement } from 'react';

/** A mail's two parts, the text made from the HTML: one source for both. */
export interface MailBody {
  text: string;
  html: string;
}

/**
 * The text part: links written out in angle brackets (but a field's phone number only as it reads), headings as
 * written (not upper-cased), content tables as grids, a mail's labelled fields one to a line.
 */
const TEXT_OPTIONS: Parameters<typeof toPlainText>[1] = {
  selectors: [
    { selector: 'a', options: { linkBrackets: ['<', '>'] } },
    { selector: 'a[data-mail-field][href^="tel:"]', format: 'anchor', options: { ignoreHref: true } },
    { selector: 'p[data-mail-field]', format: 'paragraph', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    ...(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: 'table[data-content-table]', format: 'dataTable', options: { uppercaseHeaderCells: false } },
  ],
};

/** A mail document (MailDocument) as its HTML and, read from that HTML, its text part. */
export async function renderMail(document: ReactElement): Promise<MailBody> {
  const html = await render(document);
  // An empty line is one, however many blocks the rendering left empty (the text part is read as it is).
  const text = toPlainText(html, TEXT_OPTIONS).replace(/\n{3,}/g, '\n\n');
  return { html, text };
}
