import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, localImportsOf, sourceFilesUnder } from '#tests/setup/source-imports.ts';

const SERVER_DIR = import.meta.dirname;
const sources = readdirSync(SERVER_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file: file.split(path.sep).join('/'), text: readFileSync(path.join(SERVER_DIR, file), 'utf8') }));

// design.md: endpoints map, services hold the rules, repositories hold the queries.
describe('server layers', () => {
  it('queries are written in repositories only (and the database module)', () => {
    const querying = sources.filter(({ text }) => importsOf(text).some((source) => source.startsWith('drizzle-orm')));
    expect(querying.map(({ file }) => file).filter((file) => !file.endsWith('.repo.ts') && !file.startsWith('db/'))).toEqual([]);
  });
  it('a repository imports no service and no HTTP code', () => {
    const upward = sources
      .filter(({ file }) => file.endsWith('.repo.ts'))
      .flatMap(({ file, text }) =>
        importsOf(text)
          .filter((source) => /\.(service|http)\.ts$|\/http\//.test(source))
          .map((source) => `${file} → ${source}`),
      );
    expect(upward).toEqual([]);
  });
  // Issue 28: the folders form layers; an arrow one way between two folders never has one back.
  it('no two server folders import each other', () => {
    const folderOf = (file: string) => path.relative(SERVER_DIR, path.dirname(file)).split(path.sep).join('/') || '.';
    const arrows = new Set(
      sourceFilesUnder(SERVER_DIR)
        .filter((file) => !/\.test\.tsx?$/.test(file))
        .flatMap((file) =>
          localImportsOf(file)
            .filter((target) => target.startsWith(`${SERVER_DIR}${path.sep}`))
            .map((target) => `${folderOf(file)} → ${folderOf(target)}`),
        ),
    );
    const both = [...arrows].filter((arrow) => {
      const [from, to] = arrow.split(' → ');
      return from! < to! && arrows.has(`${to} → ${from}`);
    });
    expect(both).toEqual([]);
  });
});
