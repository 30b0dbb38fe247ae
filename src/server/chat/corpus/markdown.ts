import GithubSlugger from 'github-slugger';
import type { Nodes, Root, RootContent, Table } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';

/** A part of a Markdown text under one heading, with the id the rendered page gives that heading. */
export interface MarkdownSection {
  /** The headings above and of this part, outermost first ("Kosten", "Lizenzen"). */
  trail: string[];
  /** The heading's id on the rendered page (Astro slugs headings with github-slugger, in order). */
  slug: string;
  /** Paragraphs, list items, code and table rows as plain sentences. */
  lines: string[];
}

/** Markdown as the site renders it: CommonMark with GitHub's tables, strikethrough, autolinks and footnotes. */
const parse = (markdown: string): Root => fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });

/** A content file's YAML frontmatter (between `---` lines) and the Markdown body after it. */
export function splitFrontmatter(markdown: string): { yaml: string; body: string } | undefined {
  const [first] = fromMarkdown(markdown, {
    extensions: [frontmatter(['yaml'])],
    mdastExtensions: [frontmatterFromMarkdown(['yaml'])],
  }).children;
  if (first?.type !== 'yaml' || first.position?.end.offset === undefined) return undefined;
  return { yaml: first.value, body: markdown.slice(first.position.end.offset).replace(/^\r?\n/, '') };
}

/**
 * The text a reader sees, line breaks included (the page slugs a heading's text as it stands): link
 * text stays, marks, URLs and HTML tags go (the text between inline tags is a node of its own). An
 * image gives its alt text, unless `withAlt` is false: the page leaves it out of a heading's id.
 */
function textOf(node: Nodes, withAlt = true): string {
  switch (node.type) {
    case 'html':
      return '';
    case 'break':
      return '\n';
    case 'image':
    case 'imageReference':
      return withAlt ? (node.alt ?? '') : '';
    default:
      if ('children' in node) return node.children.map((child) => textOf(child, withAlt)).join('');
      return 'value' in node ? node.value : '';
  }
}

/** One line of text: soft and hard line breaks become spaces. */
const oneLine = (text: string) => text.replace(/[ \t]*\r?\n[ \t]*/g, ' ').trim();

/** Inline Markdown to plain text: links and images keep their text, emphasis and code marks go. */
export function plainInline(text: string): string {
  return parse(text)
    .children.map((block) => oneLine(textOf(block)))
    .join(' ');
}

/** A table as sentences: "Zielgruppe – Bexio: Kleinunternehmen; Abacus: KMU." */
function tableLines(table: Table): string[] {
  const [header, ...body] = table.children.map((row) => row.children.map((cell) => oneLine(textOf(cell))));
  if (!header) return [];
  return body.map(
    (row) =>
      `${row[0]} – ${row
        .slice(1)
        .map((cell, index) => `${header[index + 1] ?? ''}: ${cell}`)
        .join('; ')}`,
  );
}

/**
 * Splits a Markdown body at its headings (h2 and deeper; the page title is the h1). Text before
 * the first heading belongs to a section without a slug.
 */
export function splitMarkdown(body: string): MarkdownSection[] {
  const slugger = new GithubSlugger();
  const sections: MarkdownSection[] = [{ trail: [], slug: '', lines: [] }];
  const trail: string[] = [];

  const blockLines = (node: RootContent): string[] => {
    switch (node.type) {
      case 'paragraph':
      case 'code':
        return [oneLine(textOf(node))].filter(Boolean);
      case 'table':
        return tableLines(node);
      case 'list':
      case 'listItem':
      case 'blockquote':
      case 'footnoteDefinition':
        return node.children.flatMap(blockLines);
      case 'heading':
        // A heading inside a quote or list gets an id on the page too: count it, so later ids match.
        slugger.slug(textOf(node, false));
        return [oneLine(textOf(node, false))];
      default:
        // HTML blocks, thematic breaks, link definitions, front matter: markup, no prose.
        return [];
    }
  };

  for (const node of parse(body).children) {
    if (node.type === 'heading') {
      const text = textOf(node, false);
      trail.splice(Math.max(0, node.depth - 2));
      trail.push(oneLine(text));
      sections.push({ trail: [...trail], slug: slugger.slug(text), lines: [] });
    } else {
      sections.at(-1)!.lines.push(...blockLines(node));
    }
  }
  return sections.filter((section) => section.lines.length > 0);
}
