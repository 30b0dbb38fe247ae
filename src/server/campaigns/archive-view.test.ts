import { describe, expect, it } from 'vitest';
import { issueBodyHtml, issueExcerpt } from './archive-view.ts';

describe("an issue's excerpt", () => {
  it('is plain text, without Markdown marks or raw HTML', () => {
    expect(issueExcerpt('Liebe Leser\n\nDas ist **wichtig** und [hier](https://example.ch) <b>steht</b> _mehr_.')).toBe(
      'Liebe Leser Das ist wichtig und hier steht mehr.',
    );
  });

  it('is cut at a word with an ellipsis when longer than asked', () => {
    const excerpt = issueExcerpt('Wort '.repeat(100), 40);
    expect(excerpt.length).toBeLessThanOrEqual(40);
    expect(excerpt).toMatch(/^(Wort )+Wort…$/);
  });
});

describe("an issue's body on its page", () => {
  it('moves headings one level down under the page title', () => {
    expect(issueBodyHtml('# Titel\n\n## Unter\n\n###### Tief')).toBe('<h2>Titel</h2>\n<h3>Unter</h3>\n<h6>Tief</h6>');
  });

  it('puts each table in a focusable scroll region named by its header cells', () => {
    const html = issueBodyHtml('| Aufgabe | Frist |\n| --- | --- |\n| Belege | 31.12. |');
    expect(html).toMatch(/^<section class="table-scroll" tabindex="0" aria-label="Aufgabe, Frist"><table>/);
    expect(html).toMatch(/<\/table><\/section>$/);
  });

  it('keeps what the mail drops: no script, image or unsafe link', () => {
    const html = issueBodyHtml(
      '<script>x</script>\n\n![bild](https://example.ch/p.png)\n\n[a](javascript:alert(1)) [b](https://example.ch)',
    );
    expect(html).not.toMatch(/<script|<img|javascript:/);
    expect(html).toContain('<a href="https://example.ch">b</a>');
  });
});
