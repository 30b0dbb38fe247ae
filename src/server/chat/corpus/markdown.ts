import GithubSlugger from 'github-slugger';

/** A part of a Markdown text under one heading, with the id the rendered page gives that heading. */
export interface MarkdownSection {
  /** The headings above and of this part, outermost first ("Kosten", "Lizenzen"). */
  trail: string[];
  /** The heading's id on the rendered page (Astro slugs headings with github-slugger, in order). */
  slug: string;
  /** Paragraphs, list items and table rows as plain sentences. */
  lines: string[];
}

/** Inline Markdown to plain text: links and images keep their text, emphasis and code marks go. */
export function plainInline(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/\*(\S(?:.*?\S)?)\*/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim();
}

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => plainInline(cell));

/** A table as sentences: "Zielgruppe – Bexio: Kleinunternehmen; Abacus: KMU." */
function tableLines(rows: string[]): string[] {
  const [header, , ...body] = rows.map(cells);
  if (!header) return [];
  return body.map((row) => `${row[0]} – ${row.slice(1).map((cell, index) => `${header[index + 1] ?? ''}: ${cell}`).join('; ')}`);
}

/**
 * Splits a Markdown body at its headings (h2 and deeper; the page title is the h1). Text before
 * the first heading belongs to a section without a slug.
 */
export function splitMarkdown(body: string): MarkdownSection[] {
  const slugger = new GithubSlugger();
  const sections: MarkdownSection[] = [{ trail: [], slug: '', lines: [] }];
  const trail: string[] = [];
  let paragraph: string[] = [];
  let table: string[] = [];
  const current = () => sections[sections.length - 1]!;
  const flush = () => {
    if (paragraph.length > 0) current().lines.push(plainInline(paragraph.join(' ')));
    if (table.length > 0) current().lines.push(...tableLines(table));
    paragraph = [];
    table = [];
  };

  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      const depth = heading[1]!.length;
      const text = plainInline(heading[2]!);
      trail.splice(Math.max(0, depth - 2));
      trail.push(text);
      sections.push({ trail: [...trail], slug: slugger.slug(text), lines: [] });
    } else if (line.startsWith('|')) {
      if (paragraph.length > 0) flush();
      table.push(line);
    } else if (line === '') {
      flush();
    } else {
      if (table.length > 0) flush();
      const item = /^(?:[-*+]|\d+\.)\s+(.*)$/.exec(line);
      if (item) {
        flush();
        paragraph.push(item[1]!);
        flush();
      } else {
        paragraph.push(line.replace(/^>\s?/, ''));
      }
    }
  }
  flush();
  return sections.filter((section) => section.lines.length > 0);
}
