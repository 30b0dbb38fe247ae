import type { Element, ElementContent, Root, RootContent } from 'hast';

/** Elements that sit inside a line of text; every other element is a block of its own. */
const INLINE = new Set(['a', 'strong', 'em', 'code', 'del', 's', 'span', 'sup', 'sub', 'br', 'b', 'i', 'kbd', 'mark', 'q', 'small']);

type Node = Root | RootContent | ElementContent;

const isBlock = (node: Node): node is Element => node.type === 'element' && !INLINE.has(node.tagName);

/** A block's text on one line: a line break within it is a space. */
const lineOf = (node: Node): string => {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && node.tagName === 'br') return ' ';
  return 'children' in node ? node.children.map(lineOf).join('') : '';
};

/**
 * The text of each block of a campaign's tree that holds text directly (a heading, a paragraph, a list
 * item, a table cell), in the order they stand, whitespace collapsed, empty ones left out.
 */
export function blockTexts(tree: Root): string[] {
  const blocks: string[] = [];
  const walk = (node: Root | Element) => {
    if (node.type === 'element' && !node.children.some(isBlock)) {
      const text = lineOf(node).replace(/\s+/g, ' ').trim();
      if (text) blocks.push(text);
      return;
    }
    for (const child of node.children) if (isBlock(child)) walk(child);
  };
  walk(tree);
  return blocks;
}

/** A block that already ends as a sentence or a clause (a closing quote or bracket after its mark counts). */
const ENDS_A_SENTENCE = /[.!?…:;,][»«"“”’')\]]*$/;

/**
 * Blocks as one line of prose: a heading or greeting that ends without a mark gets a full stop, so that
 * "Jahresabschluss ohne Stress" and "Liebe Leserin" do not run into the first sentence (descriptions,
 * feed items, share images, a mail's preview line).
 */
export function asSentences(blocks: readonly string[]): string {
  return blocks.map((block, index) => (index < blocks.length - 1 && !ENDS_A_SENTENCE.test(block) ? `${block}.` : block)).join(' ');
}
