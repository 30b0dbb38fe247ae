import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The code: sources, tests, scripts and the tools' configuration. Content (src/content's Markdown) is the site's text. */
const CODE = /\.(ts|tsx|astro|sql|js|mjs|cjs|css)$/;
const ROOT_CONFIGS = readdirSync(root).filter((name) => CODE.test(name) && statSync(path.join(root, name)).isFile());
const codeFiles = [
  ...['src', 'tests', 'scripts'].flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => CODE.test(file))
      .map((file) => `${folder}/${file.split(path.sep).join('/')}`),
  ),
  ...ROOT_CONFIGS,
];
/** The README and the guides; the decision records keep, in their Context, the history they came from. */
const guides = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** A mention of the issue tracker by number, in any case, with or without `#`: the tracker is not in the repository. */
const ISSUE_NUMBER = /\bissues?\s+#?\d+/gi;
const mentionsOf = (text: string): string[] => [...text.matchAll(ISSUE_NUMBER)].map(([mention]) => mention);

/** Each file's mentions of an issue number, as `file:line: mention`. */
const issueMentions = (files: string[]): string[] =>
  files.flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => mentionsOf(line).map((mention) => `${file}:${index + 1}: ${mention}`)),
  );

// A comment or a test title explains itself, or cites the decision record (docs/decisions) or the spec section that
// states its rule: the issue tracker is not part of the repository, so its numbers tell a reader nothing.
describe('citations', () => {
  it('the code names no issue number', () => {
    expect(codeFiles.length).toBeGreaterThan(100);
    expect(issueMentions(codeFiles)).toEqual([]);
  });
  it('the README and the guides name no issue number', () => {
    expect(issueMentions(guides)).toEqual([]);
  });
  it('finds a mention in any case and spelling, and not a newsletter issue or a decision', () => {
    // Written with a placeholder, so that this file names no issue number itself.
    expect(mentionsOf(`// Issue ${38} §5: a test; (issue ${26}); issues #${12}`)).toEqual([`Issue ${38}`, `issue ${26}`, `issues #${12}`]);
    expect(mentionsOf('A published newsletter issue, its issues and decision 0038 (spec §5).')).toEqual([]);
  });
});
