import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HTMLElement, TextNode, type Node } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { FORM_ANSWER_PATHS, PAGE_PATHS } from '#lib/routes.ts';
import { everyDictionary } from '../setup/dictionaries.ts';
import { parseHtml } from '../setup/html.ts';
import { ERROR_PAGES } from '../setup/pages.ts';
import { startBuiltServer, type RunningServer } from '../setup/server.ts';

/**
 * spec §3: a text key the dictionary does not know is shown as the key itself. The compiler refuses
 * such keys in code; this looks at what the pages really show, so a key that slips through (built from
 * data, or dropped from the dictionaries) fails here, named with its page.
 */
// Every wing's keys (decision 0045): the public site's `t` shows a console key as the key itself, which this finds too.
const KEYS = new Set((await everyDictionary()).flatMap(({ texts }) => Object.keys(texts.de)));
const NAMESPACES = new Set([...KEYS].map((key) => key.split('.')[0]));
// The shape of a key in one of the dictionaries' namespaces, known to one of them or not: nav.doesNotExist.
const KEY_SHAPE = /^([a-z][A-Za-z0-9]*)(?:\.[A-Za-z0-9-]+)+$/;
const KEY_IN_TEXT = new RegExp(String.raw`(?<![\w.@/-])(?:${[...NAMESPACES].join('|')})(?:\.[A-Za-z0-9-]+)+(?![\w@/-])`, 'g');

function isKey(value: string): boolean {
  const shape = KEY_SHAPE.exec(value.trim());
  return KEYS.has(value.trim()) || (shape !== null && NAMESPACES.has(shape[1]));
}

/**
 * The strings of a JSON value (island props, the assistant's texts, structured data), if it is JSON.
 * A form reply's field errors are left out: they are dictionary keys by contract (lib/forms/reply.ts),
 * which the island turns into its texts; what it shows of them is in the server-rendered HTML.
 */
function jsonStrings(value: string): string[] {
  if (!/^\s*[[{]/.test(value)) return [];
  const found: string[] = [];
  const walk = (item: unknown): void => {
    if (typeof item === 'string') found.push(item);
    else if (Array.isArray(item)) item.forEach(walk);
    else if (item && typeof item === 'object') {
      const isFormReply = 'code' in item && 'errors' in item;
      for (const [name, child] of Object.entries(item)) if (!(isFormReply && name === 'errors')) walk(child);
    }
  };
  try {
    walk(JSON.parse(value));
  } catch {
    // not JSON: checked as it is
  }
  return found;
}

/** Every dictionary key a page shows: as a text, within a text, as an attribute value or inside JSON. */
function rawKeysIn(html: string): string[] {
  const found = new Set<string>();
  const check = (value: string) => {
    for (const candidate of [value, ...jsonStrings(value)]) if (isKey(candidate)) found.add(candidate.trim());
  };
  const visit = (node: Node, inScript: boolean): void => {
    if (node instanceof TextNode) {
      check(node.text);
      if (!inScript) for (const match of node.text.matchAll(KEY_IN_TEXT)) found.add(match[0]);
    } else if (node instanceof HTMLElement) {
      for (const value of Object.values(node.attributes)) check(value);
      const script = inScript || ['script', 'style'].includes(node.rawTagName?.toLowerCase() ?? '');
      for (const child of node.childNodes) visit(child, script);
    }
  };
  visit(parseHtml(html), false);
  return [...found];
}

describe('the raw-key scan', () => {
  it('finds a key as text, within a text, as an attribute and inside island props', () => {
    const html = `<p>nav.services</p><p>footer.hoursTitle: 9–17</p><a aria-label="nav.doesNotExist" href="/x">x</a>
      <astro-island props='{"strings":[0,{"chat.title":[0,"chat.title"]}]}'></astro-island><p>Mail an info@example.ch, siehe example.ch</p>`;
    expect(rawKeysIn(html).sort()).toEqual(['chat.title', 'footer.hoursTitle', 'nav.doesNotExist', 'nav.services']);
  });

  it("passes over a form reply's field errors, which are keys by contract, but not its message", () => {
    const html = `<astro-island props='{"reply":[0,{"code":[0,"invalid"],"message":[0,"contact.failure"],"errors":[0,{"name":[0,"validation.contact.name"]}]}]}'></astro-island>`;
    expect(rawKeysIn(html)).toEqual(['contact.failure']);
  });
});

const CLIENT_DIR = path.resolve(import.meta.dirname, '../../dist/client');
const prerendered = readdirSync(CLIENT_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .sort();

interface PageRequest {
  path: string;
  /** Posted as a plain form, as without JavaScript. */
  form?: Record<string, string>;
}

/** Pages rendered per request, with what makes them show their texts: errors, answers, refused posts. */
const PER_REQUEST: PageRequest[] = [
  ...ERROR_PAGES.map(({ path }) => ({ path })),
  ...LOCALES.flatMap((lang): PageRequest[] => [
    { path: localizePath(PAGE_PATHS.linkedinPostGenerator, lang) },
    { path: localizePath(PAGE_PATHS.videoStudio, lang) },
    { path: localizePath(PAGE_PATHS.workshops, lang) },
    { path: localizePath(FORM_ANSWER_PATHS.waitlist, lang) },
    { path: `${localizePath('/newsletter/confirm', lang)}?token=unknown` },
    { path: `${localizePath('/newsletter/unsubscribe', lang)}?token=unknown` },
    { path: localizePath(FORM_ANSWER_PATHS.contact, lang), form: { lang, name: 'A', email: 'no-address', message: 'short' } },
    { path: localizePath(FORM_ANSWER_PATHS.newsletter, lang), form: { lang, email: 'anna@example' } },
    { path: localizePath(FORM_ANSWER_PATHS.waitlist, lang), form: { lang, email: 'a@b', consent: 'on' } },
  ]),
];

describe('no page shows a dictionary key', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer();
  });
  afterAll(() => server?.stop());

  it('has prerendered pages to look at', () => {
    expect(prerendered.length).toBeGreaterThanOrEqual(40);
  });

  it.each(prerendered)('dist/client/%s', (file) => {
    expect(rawKeysIn(readFileSync(path.join(CLIENT_DIR, file), 'utf8'))).toEqual([]);
  });

  it.each(PER_REQUEST.map((page) => [`${page.form ? 'POST' : 'GET'} ${page.path}`, page] as const))('%s', async (_, page) => {
    const response = await fetch(server.origin + page.path, page.form ? { method: 'POST', body: new URLSearchParams(page.form) } : {});
    const html = await response.text();
    expect(html).toContain('<main');
    expect(rawKeysIn(html)).toEqual([]);
  });
});
