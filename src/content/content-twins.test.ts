import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { SERVICE_SLUGS } from '../lib/routes.ts';

const root = path.resolve(import.meta.dirname);
const files = (folder: string, locale: string) => readdirSync(path.join(root, folder, locale)).sort();
const frontmatter = (file: string) => load(/^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))![1]!) as Record<string, unknown>;

describe.each(['blog', 'legal', 'services', 'service-details'])('%s', (folder) => {
  it('has an English twin for every German file and no English file without one', () => {
    expect(files(folder, 'en')).toEqual(files(folder, 'de'));
  });
});

describe('blog twins', () => {
  it.each(files('blog', 'de'))('%s keeps slug, date, image, entities and tags in both languages', (file) => {
    const de = frontmatter(path.join(root, 'blog/de', file));
    const en = frontmatter(path.join(root, 'blog/en', file));
    for (const key of ['slug', 'date', 'image', 'entities', 'tags', 'schema_type']) expect(en[key], key).toEqual(de[key]);
    expect(de.slug).toBe(file.replace(/\.md$/, ''));
  });
});

describe('service twins', () => {
  it('covers exactly the six service slugs of the routes', () => {
    expect(
      files('services', 'de')
        .map((file) => file.replace(/\.yaml$/, ''))
        .sort(),
    ).toEqual([...SERVICE_SLUGS].sort());
  });
  it.each(files('services', 'de'))('%s has lists of the same length in both languages', (file) => {
    const de = load(readFileSync(path.join(root, 'services/de', file), 'utf8')) as Record<string, unknown[]>;
    const en = load(readFileSync(path.join(root, 'services/en', file), 'utf8')) as Record<string, unknown[]>;
    for (const key of ['features', 'process', 'benefits', 'targetAudience', 'packages']) {
      expect((en[key] ?? []).length, key).toBe((de[key] ?? []).length);
    }
  });
});

describe('German copy', () => {
  it('uses Swiss orthography (no ß) everywhere', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(md|ya?ml)$/.test(entry.name) && readFileSync(full, 'utf8').includes('ß')) offenders.push(path.relative(root, full));
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
