import { describe, expect, it } from 'vitest';
import { plainInline, splitMarkdown } from './markdown.ts';

describe('splitMarkdown', () => {
  it('splits at headings, keeps the heading trail and slugs headings as the rendered page does', () => {
    const sections = splitMarkdown(['Lead text.', '', '## Kosten & Lizenzen', 'Zwei **Modelle**.', '', '### Abo', '- Monatlich', '- Jährlich', '', '## Kosten & Lizenzen', 'Nochmals.'].join('\n'));
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

  it('keeps the text of links and drops emphasis and code marks', () => {
    expect(plainInline('Siehe [die FAQ](/faq), **wichtig**, *kursiv* und `camt.054`.')).toBe('Siehe die FAQ, wichtig, kursiv und camt.054.');
  });
});
