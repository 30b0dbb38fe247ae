import { describe, expect, it } from 'vitest';
import { plainInline, splitFrontmatter, splitMarkdown } from './markdown.ts';

describe('splitMarkdown', () => {
  it('splits at headings, keeps the heading trail and slugs headings as the rendered page does', () => {
    const sections = splitMarkdown(
      [
        'Lead text.',
        '',
        '## Kosten & Lizenzen',
        'Zwei **Modelle**.',
        '',
        '### Abo',
        '- Monatlich',
        '- Jährlich',
        '',
        '## Kosten & Lizenzen',
        'Nochmals.',
      ].join('\n'),
    );
    expect(sections.map((section) => [section.trail.join(' > '), section.slug, section.lines])).toEqual([
      ['', '', ['Lead text.']],
      ['Kosten & Lizenzen', 'kosten--lizenzen', ['Zwei Modelle.']],
      ['Kosten & Lizenzen > Abo', 'abo', ['Monatlich', 'Jährlich']],
      // A repeated heading gets a numbered id, like github-slugger in Astro.
      ['Kosten & Lizenzen', 'kosten--lizenzen-1', ['Nochmals.']],
    ]);
  });

  it('turns a table into one sentence per row, named by the header', () => {
    const [section] = splitMarkdown(['| Kriterium | Bexio | Abacus |', '|---|---|---|', '| Betrieb | Cloud | On-Premise |'].join('\n'));
    expect(section!.lines).toEqual(['Betrieb – Bexio: Cloud; Abacus: On-Premise']);
  });

  const linesOf = (...markdown: string[]) =>
    splitMarkdown(markdown.join('\n')).map((section) => [section.trail.join(' > '), section.slug, section.lines]);

  it('takes a # inside a fenced code block for code, not for a heading', () => {
    expect(linesOf('## Import', '```sh', '# camt.054 einlesen', 'import --format camt', '```')).toEqual([
      ['Import', 'import', ['# camt.054 einlesen import --format camt']],
    ]);
  });

  it('knows setext headings', () => {
    expect(linesOf('Kosten', '------', 'Zwei Modelle.', '', 'Abo', '===', 'Monatlich.')).toEqual([
      ['Kosten', 'kosten', ['Zwei Modelle.']],
      ['Abo', 'abo', ['Monatlich.']],
    ]);
  });

  it('reads the cells of a table without outer pipes, with links, code and an escaped pipe', () => {
    expect(
      linesOf('Kriterium | Bexio | Abacus', '--- | --- | ---', 'Betrieb | [Cloud](https://www.bexio.com) | `On-Premise` \\| Cloud'),
    ).toEqual([['', '', ['Betrieb – Bexio: Cloud; Abacus: On-Premise | Cloud']]]);
  });

  it('keeps the text of reference links and of links whose URL has parentheses, and drops link definitions', () => {
    expect(
      linesOf(
        'Siehe [die FAQ][faq] und [QR-Rechnung](https://de.wikipedia.org/wiki/QR-Rechnung_(Schweiz)).',
        '',
        '[faq]: https://example.ch/faq "FAQ"',
      ),
    ).toEqual([['', '', ['Siehe die FAQ und QR-Rechnung.']]]);
  });

  it('drops HTML tags and comments but keeps the text between tags and a lone < or >', () => {
    expect(
      linesOf(
        'Preis in <abbr title="Schweizer Franken">CHF</abbr>, wenn 3 < 5 und 7 > 2.',
        '',
        '<!--',
        'Entwurf: nicht veröffentlichen',
        '-->',
      ),
    ).toEqual([['', '', ['Preis in CHF, wenn 3 < 5 und 7 > 2.']]]);
  });

  it('decodes entities and escapes, so a heading gets the id the page gives it', () => {
    expect(linesOf('## Kosten &amp; Lizenzen', '\\*Kein\\* Akzent, _kursiv_ und ~~alt~~ neu.')).toEqual([
      ['Kosten & Lizenzen', 'kosten--lizenzen', ['*Kein* Akzent, kursiv und alt neu.']],
    ]);
  });

  it('leaves an image out of a heading, as the page does in its id and its text', () => {
    expect(linesOf('## ![Logo](/logo.png) Partner', 'Text mit ![Diagramm der Abläufe](/d.png).')).toEqual([
      ['Partner', '-partner', ['Text mit Diagramm der Abläufe.']],
    ]);
  });

  it('keeps a list item continued on its next line as one line, and reads nested and "1)" lists', () => {
    expect(linesOf('- Erster Punkt,', '  weiter.', '  - Unterpunkt', '1) Schritt')).toEqual([
      ['', '', ['Erster Punkt, weiter.', 'Unterpunkt', 'Schritt']],
    ]);
  });

  it('counts a heading inside a quote, which also gets an id on the page', () => {
    expect(linesOf('> ## Hinweis', '> Vorläufig.', '', '## Hinweis', 'Mehr.')).toEqual([
      ['', '', ['Hinweis', 'Vorläufig.']],
      ['Hinweis', 'hinweis-1', ['Mehr.']],
    ]);
  });

  it('keeps the text of links and drops emphasis and code marks', () => {
    expect(plainInline('Siehe [die FAQ](/faq), **wichtig**, *kursiv* und `camt.054`.')).toBe(
      'Siehe die FAQ, wichtig, kursiv und camt.054.',
    );
  });
});

describe('splitFrontmatter', () => {
  it('separates the YAML block from the body, whatever the body holds', () => {
    const file = '---\ntitle: "A --- B"\nupdated: 2026-01-01\n---\n\nIntro\n\n---\n\n## Next\n';
    expect(splitFrontmatter(file)).toEqual({ yaml: 'title: "A --- B"\nupdated: 2026-01-01', body: '\nIntro\n\n---\n\n## Next\n' });
  });

  it('finds none where the file does not open with one', () => {
    expect(splitFrontmatter('Intro\n\n---\ntitle: x\n---\n')).toBeUndefined();
  });
});
