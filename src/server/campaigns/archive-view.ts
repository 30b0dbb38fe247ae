import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { campaignHast } from './campaign-markdown.ts';

/** An excerpt is cut at a word before this many characters: what the archive's list and search results show. */
export const EXCERPT_MAX = 160;

type HastNode = Root | RootContent | ElementContent;

const textOf = (node: HastNode): string => {
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map((child) => textOf(child)).join(node.type === 'root' ? ' ' : '');
  return '';
};

/** A body's first words as plain text (no Markdown marks), cut at a word with an ellipsis when longer than `max`. */
export function issueExcerpt(markdown: string, max = EXCERPT_MAX): string {
  const blocks = campaignHast(markdown).children.filter((node) => node.type === 'element');
  const text = blocks
    .map((block) => textOf(block))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut.slice(0, max - 1)).replace(/[\s,.;:–-]+$/, '')}…`;
}

const HEADING = /^h([1-6])$/;

/** A table's header cells, wherever they sit in it. */
const headerCells = (node: Element): Element[] =>
  node.children.flatMap((child) => (child.type !== 'element' ? [] : child.tagName === 'th' ? [child] : headerCells(child)));

/**
 * The page's own h1 is the subject: the body's headings go one level down (h1 → h2 … h6 stays h6), and each
 * table scrolls inside a focusable region named after its header cells, so a wide table never widens the page
 * (WCAG 1.4.10, as the blog's Markdown tables do).
 */
function fitIntoPage(parent: Root | Element): void {
  parent.children = parent.children.map((child) => {
    if (child.type !== 'element') return child;
    fitIntoPage(child);
    const level = HEADING.exec(child.tagName)?.[1];
    if (level) return { ...child, tagName: `h${Math.min(Number(level) + 1, 6)}` };
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
  fitIntoPage(tree);
  return toHtml(tree);
}
