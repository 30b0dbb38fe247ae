import { describe, expect, it } from 'vitest';
import { issueBodyHtml, issueExcerpt } from './archive-view.ts';

describe("an issue's excerpt", () => {
  it('is plain text, without Markdown marks or raw HTML', () => {
    expect(issueExcerpt('Liebe Leser\n\nDas ist **wichtig** und [hier](https://example.ch) <b>steht</b> _mehr_.')).toBe(
      'Liebe Leser. Das ist wichtig und hier steht mehr.',
    );
  });

  it('reads its headings, greeting and paragraphs as sentences, not run together', () => {
    const body =
      '## Jahresabschluss ohne Stress\n\nLiebe Leserinnen und Leser\n\nDer Abschluss naht: drei Tipps.\n\n- Belege erfassen\n- Bank abgleichen!';
    expect(issueExcerpt(body)).toBe(
      'Jahresabschluss ohne Stress. Liebe Leserinnen und Leser. Der Abschluss naht: drei Tipps. Belege erfassen. Bank abgleichen!',
    );
    // A block ending in its own mark (or a quote after one) keeps it; a line break within a paragraph is a space.
    expect(issueExcerpt('> «Gut gemacht.»\n\nFreundliche Grüsse,\nMax')).toBe('«Gut gemacht.» Freundliche Grüsse, Max');
  });

  it('is cut at a word with an ellipsis when longer than asked', () => {
    const excerpt = issueExcerpt('Wort '.repeat(100), 40);
    expect(excerpt.length).toBeLessThanOrEqual(40);
    expect(excerpt).toMatch(/^(Wort )+Wort…$/);
  });
});

describe("an issue's body on its page", () => {
  it('moves headings under the page title without a gap: h1, then h2, then h3', () => {
    expect(issueBodyHtml('# Titel\n\n## Unter\n\n###### Tief')).toBe('<h2>Titel</h2>\n<h3>Unter</h3>\n<h4>Tief</h4>');
    // A body that starts at `##` (the subject being the mail's title) starts at h2, its `###` at h3.
    expect(issueBodyHtml('Hallo\n\n## Termine\n\n### Mehrwertsteuer\n\n## Kurs')).toBe(
      '<p>Hallo</p>\n<h2>Termine</h2>\n<h3>Mehrwertsteuer</h3>\n<h2>Kurs</h2>',
    );
    // A `###` before any `##` is not one level deeper than the page title allows.
    expect(issueBodyHtml('### Vorab\n\n## Termine\n\n#### Detail')).toBe('<h2>Vorab</h2>\n<h2>Termine</h2>\n<h3>Detail</h3>');
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
