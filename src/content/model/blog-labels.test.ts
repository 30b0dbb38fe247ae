import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#i18n/config.ts';
import { blogLabelsSchema, blogSchema } from '../schemas.ts';
import { labelerFor } from './blog-labels.ts';

const blogDir = path.resolve(import.meta.dirname, '../blog');
const labels = blogLabelsSchema.parse(load(readFileSync(path.join(blogDir, 'labels.yaml'), 'utf8')));
const posts = LOCALES.flatMap((locale) =>
  readdirSync(path.join(blogDir, locale)).map((file) => {
    const frontmatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(blogDir, locale, file), 'utf8'))![1]!;
    return { locale, file, data: blogSchema.parse(load(frontmatter)) };
  }),
);

describe('labelerFor', () => {
  const table = { vergleich: { de: 'Vergleich', en: 'Comparison' } };
  it('gives the label in the language', () => {
    expect(labelerFor(table, 'de')('vergleich')).toBe('Vergleich');
    expect(labelerFor(table, 'en')('vergleich')).toBe('Comparison');
  });
  it('refuses a key without a label, and never reads the prototype', () => {
    expect(() => labelerFor(table, 'en')('buchhaltung')).toThrow(/buchhaltung/);
    expect(() => labelerFor(table, 'en')('constructor')).toThrow(/constructor/);
  });
});

describe('the blog labels (src/content/blog/labels.yaml)', () => {
  it.each(posts.map((post) => [`${post.locale}/${post.file}`, post] as const))('label every entity and tag of %s', (_, post) => {
    const label = labelerFor(labels, post.locale);
    for (const key of [...post.data.entities, ...post.data.tags]) expect(() => label(key), key).not.toThrow();
  });

  it('lists no key that no post uses', () => {
    const used = new Set(posts.flatMap((post) => [...post.data.entities, ...post.data.tags]));
    expect(Object.keys(labels).filter((key) => !used.has(key))).toEqual([]);
  });

  it('give English labels that are not the German tags ("vergleich", "buchhaltung" on the English blog)', () => {
    const english = labelerFor(labels, 'en');
    expect(english('vergleich')).toBe('Comparison');
    expect(english('buchhaltung')).toBe('Accounting');
    expect(english('KMU')).toBe('SMEs');
    expect(english('Schweiz')).toBe('Switzerland');
    const germanOnly = Object.entries(labels)
      .filter(([, label]) => label.de !== label.en)
      .map(([, label]) => label.de);
    for (const label of Object.values(labels)) expect(germanOnly).not.toContain(label.en);
  });
});
