import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { campaignHast } from './campaign-markdown.ts';

const html = (markdown: string) => toHtml(campaignHast(markdown));

describe("a campaign's Markdown", () => {
  it('keeps its structure: headings, emphasis, lists, links and tables', () => {
    expect(html('## Termine\n\n- **MWST** bis 30.11.\n\n[Blog](https://www.example.ch/blog)\n\n| a | b |\n|---|---|\n| 1 | 2 |')).toBe(
      '<h2>Termine</h2>\n<ul>\n<li><strong>MWST</strong> bis 30.11.</li>\n</ul>\n<p><a href="https://www.example.ch/blog">Blog</a></p>\n<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n<td>2</td>\n</tr>\n</tbody>\n</table>',
    );
  });

  it('keeps a line break within a paragraph, as under a greeting', () => {
    expect(html('Freundliche Grüsse\nMax Muster')).toBe('<p>Freundliche Grüsse<br>\nMax Muster</p>');
  });

  it('drops raw HTML, images and links that are not web, mail or phone addresses', () => {
    const out = html(
      '<script>alert(1)</script>\n\nText <img src=x onerror=alert(1)> ![pixel](https://t.example/p.gif) [a](javascript:alert(1)) [b](data:text/html,x) [c](mailto:info@example.ch)',
    );
    expect(out).not.toMatch(/<script|<img|onerror|javascript:|data:/);
    expect(out).toContain('<a href="mailto:info@example.ch">c</a>');
  });

  it('leaves out a paragraph that held only an image, with the line after it', () => {
    expect(html('Erster Absatz.\n\n![Bild](https://example.ch/a.png)\n\nZweiter Absatz.')).toBe(
      '<p>Erster Absatz.</p>\n<p>Zweiter Absatz.</p>',
    );
    expect(html('> ![Bild](https://example.ch/a.png)\n>\n> Zitat')).toBe('<blockquote>\n<p>Zitat</p>\n</blockquote>');
  });
});
