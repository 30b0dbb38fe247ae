import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The README and the guides; the decision records are records of their day and are left as written. */
const pages = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const textOf = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The text outside code: a link written in a code block or span is an example, not a link. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** Every inline link's target: [text](target). */
const linksOf = (text: string) => [...prose(text).matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target!);

/** The anchors GitHub gives a Markdown file's headings. */
function anchorsOf(text: string): Set<string> {
  const slugger = new GithubSlugger();
  const headings = [...text.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} (.+)$/gm)];
  return new Set(headings.map(([, heading]) => slugger.slug(heading!.replace(/`/g, ''))));
}

/** A relative link that leads nowhere: a missing file, or a heading its target does not have. */
function brokenLinks(file: string): string[] {
  return linksOf(textOf(file)).filter((link) => {
    if (/^[a-z][a-z+.-]*:/i.test(link)) return false;
    const [target = '', anchor] = link.split('#');
    const resolved = target === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
    if (!existsSync(path.join(root, resolved))) return true;
    return anchor !== undefined && resolved.endsWith('.md') && !anchorsOf(textOf(resolved)).has(anchor);
  });
}

describe('the README and the guides', () => {
  it('keep the README a front door of at most 200 lines', () => {
    expect(textOf('README.md').split('\n').length).toBeLessThanOrEqual(200);
  });
  it.each(pages)('%s links only to files and headings that exist', (file) => {
    expect(brokenLinks(file)).toEqual([]);
  });
  it('finds a broken link', () => {
    expect(linksOf('See [a](missing.md), [b](https://example.ch), `[c](code.md)` and [d](#here).')).toEqual([
      'missing.md',
      'https://example.ch',
      '#here',
    ]);
    expect([...anchorsOf("# Title\n## The LinkedIn generator's model draft\n```\n# not a heading\n```")]).toEqual([
      'title',
      'the-linkedin-generators-model-draft',
    ]);
  });
});
