import { markdownToHtml } from 'satteri';
import { describe, expect, it } from 'vitest';
import { markdownTables } from './markdown-tables.ts';

const render = (markdown: string) => markdownToHtml(markdown, { hastPlugins: [markdownTables], features: { gfm: true } }).html;
const TABLE = '| Kriterium | Bexio | Abacus |\n|---|---|---|\n| Betrieb | Cloud | On-Premise |\n';

describe('markdownTables', () => {
  it('wraps a table in a focusable region named after the heading above it', () => {
    const html = render(`## Vergleich *auf einen* Blick\n\nText.\n\n${TABLE}`);
    expect(html).toMatch(
      /<section class="table-scroll" tabindex="0" aria-label="Vergleich auf einen Blick"><table>[\s\S]*<\/table><\/section>/,
    );
  });

  it('names a table without a heading above it after its header cells', () => {
    expect(render(TABLE)).toContain('aria-label="Kriterium, Bexio, Abacus"');
  });

  it('wraps every table and leaves other content alone', () => {
    const html = render(`# A\n\n${TABLE}\n## B\n\n${TABLE}\nEnd.`);
    expect(html.match(/<section class="table-scroll"/g)).toHaveLength(2);
    expect(html).toContain('aria-label="A"');
    expect(html).toContain('aria-label="B"');
    expect(html).toContain('<p>End.</p>');
  });
});
