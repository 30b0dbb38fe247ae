import { describe, expect, it } from 'vitest';
import { badgeFor, blogCategories, filterPosts, readingMinutes, searchFromQuery } from './blog.ts';

// keywords: the labels of entities and tags as the English page shows them.
const posts = [
  {
    title: 'Bexio vs. Abacus',
    excerpt: 'Zwei Buchhaltungslösungen im Vergleich',
    entities: ['Bexio', 'Abacus'],
    tags: ['vergleich', 'software'],
    keywords: ['Bexio', 'Abacus', 'Comparison', 'Software'],
  },
  {
    title: 'QR-Rechnung automatisieren',
    excerpt: 'Vom Zahlungseingang zum Abgleich',
    entities: ['QR-Rechnung'],
    tags: ['automation', 'schweiz'],
    keywords: ['QR-bill', 'Automation', 'Switzerland'],
  },
  {
    title: 'KI in der Finanzabteilung',
    excerpt: 'Zeit sparen mit AI',
    entities: [],
    tags: ['ai', 'automation', 'accounting'],
    keywords: ['AI', 'Automation', 'Accounting'],
  },
];

describe('readingMinutes (spec §9 article rule, for cards and articles: decision 0014)', () => {
  it.each([
    [0, 1],
    [999, 1],
    [1000, 1],
    [1999, 1],
    [2000, 2],
    [8500, 8],
  ])('a body of %i chars reads %i min', (length, minutes) => expect(readingMinutes('x'.repeat(length))).toBe(minutes));
});

describe('badgeFor', () => {
  it('prefers the first entity, then the first tag, then the fallback', () => {
    expect(badgeFor(posts[0]!, 'Allgemein')).toBe('Bexio');
    expect(badgeFor(posts[2]!, 'Allgemein')).toBe('ai');
    expect(badgeFor({ entities: [], tags: [] }, 'Allgemein')).toBe('Allgemein');
    expect(badgeFor({ entities: [], tags: [] }, 'Artikel')).toBe('Artikel');
  });
});

describe('blogCategories', () => {
  it('lists entities and tags of all posts once, in order of appearance', () => {
    expect(blogCategories(posts)).toEqual([
      'Bexio',
      'Abacus',
      'vergleich',
      'software',
      'QR-Rechnung',
      'automation',
      'schweiz',
      'ai',
      'accounting',
    ]);
  });
});

describe('filterPosts (spec §5)', () => {
  it('shows everything by default', () => expect(filterPosts(posts, '', '')).toHaveLength(3));
  it('matches title or excerpt, case-insensitively, as a substring', () => {
    expect(filterPosts(posts, 'bexio', '').map((p) => p.title)).toEqual(['Bexio vs. Abacus']);
    expect(filterPosts(posts, 'ZAHLUNGS', '').map((p) => p.title)).toEqual(['QR-Rechnung automatisieren']);
    expect(filterPosts(posts, '  zeit sparen ', '')).toHaveLength(1);
  });
  it('needs every word of the query, in title, excerpt or the labels of entities and tags', () => {
    expect(filterPosts(posts, 'AI Accounting', '').map((p) => p.title)).toEqual(['KI in der Finanzabteilung']);
    expect(filterPosts(posts, 'Switzerland abgleich', '').map((p) => p.title)).toEqual(['QR-Rechnung automatisieren']);
    expect(filterPosts(posts, 'Bexio Accounting', '')).toEqual([]);
  });
  it('matches the category in entities or tags', () => {
    expect(filterPosts(posts, '', 'automation').map((p) => p.title)).toEqual(['QR-Rechnung automatisieren', 'KI in der Finanzabteilung']);
    expect(filterPosts(posts, '', 'Abacus')).toHaveLength(1);
  });
  it('requires both to hold', () => {
    expect(filterPosts(posts, 'QR', 'ai')).toEqual([]);
    expect(filterPosts(posts, 'KI', 'automation')).toHaveLength(1);
  });
  it('matches the category by the tag, not its label', () => {
    expect(filterPosts(posts, '', 'vergleich')).toHaveLength(1);
    expect(filterPosts(posts, '', 'Comparison')).toEqual([]);
  });
});

describe('searchFromQuery', () => {
  it('reads search, then q', () => {
    expect(searchFromQuery('?search=AI%20Accounting')).toBe('AI Accounting');
    expect(searchFromQuery('?q=Tax+Automation')).toBe('Tax Automation');
    expect(searchFromQuery('?search=a&q=b')).toBe('a');
    expect(searchFromQuery('')).toBe('');
  });
});
