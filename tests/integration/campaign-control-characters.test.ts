import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterIssuePath } from '#lib/routes.ts';
import { TEST_ENGINES, type TestDatabase } from '#tests/setup/database.ts';
import { parseHtml } from '#tests/setup/html.ts';
import { publishTestIssue } from '#tests/setup/newsletter-issue.ts';
import { startBuiltServer, type RunningServer } from '#tests/setup/server.ts';

/** Every element's text of an XML document, or the parser's error when it is not well-formed. */
function xmlTexts(xml: string): string[] {
  const parser = new SaxesParser();
  const texts: string[] = [];
  parser.on('text', (text) => texts.push(text));
  parser.write(xml).close();
  return texts;
}

const BIDI_OR_CONTROL = /[\p{Bidi_Control}\p{Cc}]/u;
const WITHOUT_LINE_BREAKS = (text: string) => text.replace(/[\n\t]/g, '');

// As an operator pastes them (decision 0042): Word's Shift+Enter (U+000B), a NUL, a C0 and a C1 control, a right-to-left override.
const SUBJECT_DE = 'Jahresabschluss\u202E ohne\u0001 Stress\u000B2026';
const BODY_DE = 'Liebe Leserin\u000Blieber Leser\u0000\n\nDrei\u0085 Dinge\u0007 für Ihre\u202E Buchhaltung.';

describe.each(TEST_ENGINES)('a campaign with control characters and a bidi override, published on $name', (engine) => {
  let server: RunningServer;
  let database: TestDatabase | undefined;
  let slug: string;
  beforeAll(async () => {
    database = engine.name === 'postgres' ? await engine.create() : undefined;
    server = await startBuiltServer(database ? { DATABASE_URL: database.url! } : {});
    ({ slug } = await publishTestIssue(server.origin, { subjectDe: SUBJECT_DE, bodyDe: BODY_DE, audience: 'de' }));
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('keeps the archive feed valid XML, its title and excerpt free of them', async () => {
    const response = await fetch(new URL('/newsletter/rss.xml', server.origin));
    expect(response.status).toBe(200);
    const texts = xmlTexts(await response.text());
    expect(texts).toContain('Jahresabschluss ohne Stress 2026');
    expect(texts.filter((text) => BIDI_OR_CONTROL.test(WITHOUT_LINE_BREAKS(text)))).toEqual([]);
  });

  it('shows the issue page without them, the pasted line break as one', async () => {
    const response = await fetch(new URL(newsletterIssuePath(slug), server.origin));
    expect(response.status).toBe(200);
    const page = parseHtml(await response.text());
    expect(page.querySelector('title')?.text).toContain('Jahresabschluss ohne Stress 2026');
    expect(page.querySelector('h1')?.text.trim()).toBe('Jahresabschluss ohne Stress 2026');
    const body = page.querySelector('main')!.text;
    // The pasted line breaks (U+000B, U+0085) are breaks, not run together with the words around them.
    expect(body.replace(/\s+/g, ' ')).toContain('Liebe Leserin lieber Leser');
    expect(body.replace(/\s+/g, ' ')).toContain('Drei Dinge für Ihre Buchhaltung.');
    expect(BIDI_OR_CONTROL.test(WITHOUT_LINE_BREAKS(body))).toBe(false);
  });
});
