import { describe, expect, it } from 'vitest';
import { anchoredSections, linkedSections } from './anchored-sections.ts';

describe('anchoredSections', () => {
  const copy = {
    seo: { title: 'Page' },
    hero: { title: 'Welcome' },
    why: { anchor: 'why', title: 'Why', cards: [{ title: 'Fast' }] },
    faq: {
      anchor: 'faq',
      title: 'Questions',
      items: [
        { anchor: 'faq-1', question: 'One?' },
        { anchor: 'faq-2', question: 'Two?' },
      ],
    },
  };

  it('finds the anchored parts of a copy in its order, each with its anchored parts', () => {
    const sections = anchoredSections(copy);
    expect(sections.map(({ field, anchor }) => [field, anchor])).toEqual([
      ['why', 'why'],
      ['faq', 'faq'],
    ]);
    expect(sections[1]!.parts.map(({ field, anchor }) => [field, anchor])).toEqual([
      ['faq.items.0', 'faq-1'],
      ['faq.items.1', 'faq-2'],
    ]);
  });

  it('links to a section, or to its parts where it has some', () => {
    expect(linkedSections(anchoredSections(copy)).map((section) => section.anchor)).toEqual(['why', 'faq-1', 'faq-2']);
  });
});
