import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, localImportsOf, sourceFilesUnder } from '#tests/setup/source-imports.ts';

const CONSOLE_PAGES_DIR = path.resolve(import.meta.dirname, '../pages/[...locale]/admin');
/** What a console page may take from the server besides repositories, services and the console's entry point. */
const PAGE_INFRASTRUCTURE = ['#server/env.ts', '#server/http/page-status.ts'];
/** The console's pages without a session (an invite's page) open the database themselves; the others get it from the entry point. */
const PAGES_WITHOUT_SESSION = ['invite/[token].astro'];

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
  // Decision 0032: the folders form layers; an arrow one way between two folders never has one back.
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
  // Decision 0032, reads: a page changes nothing (its posts do, through actions/) and queries nothing; a plain read is
  // the repository's, a read with a rule the service's that holds it, never a service that only passes a query on.
  it('a console page reads through repositories and services, with the database the entry point gives it', () => {
    const pages = sourceFilesUnder(CONSOLE_PAGES_DIR).map((file) => ({
      page: path.relative(CONSOLE_PAGES_DIR, file).split(path.sep).join('/'),
      imports: importsOf(readFileSync(file, 'utf8')),
    }));
    expect(pages.length).toBeGreaterThan(10);
    const refused = pages.flatMap(({ page, imports }) =>
      imports
        .filter((source) => source.startsWith('#server/') || source.startsWith('drizzle-orm'))
        .filter(
          (source) =>
            !(
              (source.startsWith('#server/console/web/') ||
                /\.(repo|service)\.ts$/.test(source) ||
                PAGE_INFRASTRUCTURE.includes(source) ||
                (source === '#server/db/instance.ts' && PAGES_WITHOUT_SESSION.includes(page))) &&
              !source.startsWith('#server/console/actions/')
            ),
        )
        .map((source) => `${page} → ${source}`),
    );
    expect(refused).toEqual([]);
  });
});
