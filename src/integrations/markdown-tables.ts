import type { Element } from 'hast';
import { defineHastPlugin } from 'satteri';

/** The scroll container around a Markdown table, styled in global.css. */
const TABLE_SCROLL_CLASS = 'table-scroll';

const HEADING = /^h[1-6]$/;

const elements = (node: Element, tagName: string) =>
  node.children.filter((child): child is Element => child.type === 'element' && child.tagName === tagName);
/** The cells of the table's first row, the header row Markdown always has. */
const headerCells = (table: Element) =>
  elements(table, 'thead')
    .flatMap((head) => elements(head, 'tr').slice(0, 1))
    .flatMap((row) => elements(row, 'th'));

/**
 * Wraps each Markdown table in its own scroll container, so a table wider than a phone scrolls within the
 * article instead of widening the page (WCAG 1.4.10). The container is a focusable region, so keyboard users
 * can scroll it too (WCAG 2.1.1, axe `scrollable-region-focusable`); it is named after the heading the table
 * stands under, or else after its header cells.
 */
export const markdownTables = defineHastPlugin({
  name: 'markdown-tables',
  element: {
    filter: ['table'],
    visit(table, ctx) {
      const parent = ctx.parent(table);
      const index = ctx.indexOf(table) ?? 0;
      const heading = parent?.children
        .slice(0, index)
        .findLast((node): node is Element => node.type === 'element' && HEADING.test(node.tagName));
      const name = heading
        ? ctx.textContent(heading)
        : headerCells(table)
            .map((cell) => ctx.textContent(cell))
            .join(', ');
      ctx.wrapNode(table, {
        type: 'element',
        tagName: 'section',
        properties: { className: [TABLE_SCROLL_CLASS], tabIndex: 0, ariaLabel: name.replace(/\s+/g, ' ').trim() },
        children: [],
      });
    },
  },
});
