/**
 * Writes the table of environment variables in docs/configuration.md from the environment schema
 * (src/server/env.ts): each variable's name, its default and its description. The prose around the
 * table is written by hand; `scripts/configuration-guide.test.ts` fails when the table is out of date.
 *
 *   npm run docs:config
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { envSchema } from '../src/server/env.ts';

export const GUIDE = new URL('../docs/configuration.md', import.meta.url);
export const TABLE_START = '<!-- variables: written by `npm run docs:config` from src/server/env.ts; edit the descriptions there -->';
export const TABLE_END = '<!-- /variables -->';

interface Variable {
  default?: string | number | boolean;
  description?: string;
}

/** A table cell: one line, its pipes escaped. */
const cell = (text: string): string => text.replaceAll('\n', ' ').replaceAll('|', '\\|');

/** No default, or an empty one, shows as a dash. */
const shownDefault = (value: Variable['default']): string => (value === undefined || value === '' ? '–' : `\`${String(value)}\``);

/** Columns padded to their widest cell, as Prettier lays a Markdown table out (so its check leaves the table be). */
function aligned(rows: string[][]): string {
  const width = (text: string) => [...text].length;
  const widths = rows[0]!.map((_, column) => Math.max(3, ...rows.map((row) => width(row[column]!))));
  const line = (row: string[]) => `| ${row.map((text, column) => text + ' '.repeat(widths[column]! - width(text))).join(' | ')} |`;
  const [head, ...body] = rows;
  return [line(head!), line(widths.map((size) => '-'.repeat(size))), ...body.map(line)].join('\n');
}

/** The schema as it reads the environment: the inputs' defaults, not what they are turned into. */
export function variablesTable(): string {
  const { properties = {} } = z.toJSONSchema(envSchema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, Variable>;
  };
  const rows = Object.entries(properties).map(([name, { default: fallback, description }]) => {
    if (!description) throw new Error(`${name} has no description in src/server/env.ts`);
    return [`\`${name}\``, cell(shownDefault(fallback)), cell(description)];
  });
  return aligned([['Variable', 'Default', 'What it does'], ...rows]);
}

/** The guide with the text between its two markers replaced by the table. */
export function withTable(guide: string, table: string): string {
  const start = guide.indexOf(TABLE_START);
  const end = guide.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`docs/configuration.md lacks the markers ${TABLE_START} … ${TABLE_END}`);
  return `${guide.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${guide.slice(end)}`;
}

if (import.meta.main) {
  const guide = readFileSync(GUIDE, 'utf8');
  const updated = withTable(guide, variablesTable());
  if (updated === guide) console.log('docs/configuration.md is up to date.');
  else {
    writeFileSync(GUIDE, updated);
    console.log('docs/configuration.md: table of variables written.');
  }
}
