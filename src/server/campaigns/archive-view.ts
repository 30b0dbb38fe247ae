import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { campaignHast } from './campaign-markdown.ts';
import { asSentences, blockTexts } from './campaign-plain-text.ts';

/** An excerpt is cut at a word before this many characters: what the archive's list and search results show. */
export const EXCERPT_MAX = 160;

type HastNode = Root | RootContent | ElementContent;

const textOf = (node: HastNode): string => {
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map((child) => textOf(child)).join(node.type === 'root' ? ' ' : '');
  return '';
};

/** A body's first words as plain text (no Markdown marks), its blocks as sentences, cut at a word with an ellipsis when longer than `max`. */
export function issueExcerpt(markdown: string, max = EXCERPT_MAX): string {
  const text = asSentences(blockTexts(campaignHast(markdown)));
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut.slice(0, max - 1)).replace(/[\s,.;:–-]+$/, '')}…`;
}

const HEADING = /^h([1-6])$/;

/** A table's header cells, wherever they sit in it. */
const headerCells = (node: Element): Element[] =>
  node.children.flatMap((child) => (child.type !== 'element' ? [] : child.tagName === 'th' ? [child] : headerCells(child)));

/** The body's headings in the order they stand. */
const headingsOf = (parent: Root | Element): Element[] =>
  parent.children.flatMap((child) =>
    child.type !== 'element' ? [] : HEADING.test(child.tagName) ? [child, ...headingsOf(child)] : headingsOf(child),
  );

/**
 * The page's own h1 is the subject: the body's headings follow it without a gap (WCAG 1.3.1, axe's
 * heading-order). The levels a writer used become h2, h3 … in their rank (a body of `##` and `####` reads
 * h2 and h3), and no heading goes more than one level below the one before it (a `###` before any `##` is an h2).
 */
function levelHeadings(tree: Root): void {
  const headings = headingsOf(tree);
  const level = (heading: Element) => Number(HEADING.exec(heading.tagName)![1]);
  const ranks = [...new Set(headings.map(level))].sort((a, b) => a - b);
  let previous = 1;
  for (const heading of headings) {
    const next = Math.min(ranks.indexOf(level(heading)) + 2, previous + 1, 6);
    heading.tagName = `h${next}`;
    previous = next;
  }
}

/**
 * Each table scrolls inside a focusable region named after its header cells, so a wide table never widens the
 * page (WCAG 1.4.10, as the blog's Markdown tables do).
 */
function fitIntoPage(parent: Root | Element): void {
  parent.children = parent.children.map((child) => {
    if (child.type !== 'element') return child;
    fitIntoPage(child);
    if (child.tagName !== 'table') return child;
    const name = headerCells(child)
      .map((cell) => textOf(cell).replace(/\s+/g, ' ').trim())
      .join(', ');
    return {
      type: 'element',
      tagName: 'section',
      properties: { className: ['table-scroll'], tabIndex: 0, ariaLabel: name },
      children: [child],
    } satisfies Element;
  });
}

/** A campaign's body as the archive page shows it: the sanitised tree of its mail, fitted into the page. */
export function issueBodyHtml(markdown: string): string {
  const tree = campaignHast(markdown);
  levelHeadings(tree);
  fitIntoPage(tree);
  return toHtml(tree);
}
