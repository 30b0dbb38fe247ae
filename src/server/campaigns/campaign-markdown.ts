import type { Element, Root as HastRoot, RootContent } from 'hast';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { newlineToBreak } from 'mdast-util-newline-to-break';
import { toHast } from 'mdast-util-to-hast';
import { gfm } from 'micromark-extension-gfm';

/**
 * What a campaign's Markdown may become: GitHub's safe set without raw HTML, images, footnotes' ids or
 * inputs. The same text is a mail (campaign-mail.ts) and an archive page, so neither carries a script, a
 * style, a form or a tracking pixel, whatever an operator (or a stolen session) writes.
 */
const CAMPAIGN_SCHEMA: Schema = {
  ...defaultSchema,
  tagNames: (defaultSchema.tagNames ?? []).filter((tag) => !['img', 'input', 'picture', 'source'].includes(tag)),
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto', 'tel'] },
  clobberPrefix: '',
};

/**
 * A campaign's Markdown (GFM: tables, lists, links) as a sanitised HTML tree; raw HTML in the Markdown is dropped.
 * A line break within a paragraph stays one (a greeting and a name under it), as the writer of a letter expects.
 */
export function campaignHast(markdown: string): HastRoot {
  const mdast = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  newlineToBreak(mdast);
  const tree = sanitize(toHast(mdast), CAMPAIGN_SCHEMA) as HastRoot;
  dropEmptyParagraphs(tree);
  return tree;
}

const isBlank = (node: RootContent): boolean =>
  node.type === 'comment' || (node.type === 'text' && node.value.trim() === '') || (node.type === 'element' && node.tagName === 'br');

/**
 * A paragraph that held only what the schema drops (an image on a line of its own) is left out, and the
 * line between it and the next block with it: otherwise the mail, its text part and the archive show a gap.
 */
function dropEmptyParagraphs(parent: HastRoot | Element): void {
  const kept: RootContent[] = [];
  for (const child of parent.children) {
    if (child.type === 'element') {
      if (child.tagName === 'p' && child.children.every(isBlank)) {
        const before = kept.at(-1);
        if (before?.type === 'text' && before.value.trim() === '') kept.pop();
        continue;
      }
      dropEmptyParagraphs(child);
    }
    kept.push(child);
  }
  parent.children = kept;
}
