import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from '../src/server/env.ts';
import { GUIDE, TABLE_END, TABLE_START, variablesTable, withTable } from './configuration-guide.ts';

const guide = readFileSync(GUIDE, 'utf8');

describe('docs/configuration.md', () => {
  it('holds the table the environment schema gives (npm run docs:config writes it)', () => {
    expect(guide).toBe(withTable(guide, variablesTable()));
  });
  it('names every variable the server reads', () => {
    expect(ENV_VARIABLES.filter((name) => !guide.includes(`| \`${name}\``))).toEqual([]);
  });
});

describe('withTable', () => {
  it('replaces only what lies between the markers', () => {
    const before = `# Title\n\nProse.\n\n${TABLE_START}\n\nold table\n\n${TABLE_END}\n\nMore prose.\n`;
    expect(withTable(before, '| new |')).toBe(`# Title\n\nProse.\n\n${TABLE_START}\n\n| new |\n\n${TABLE_END}\n\nMore prose.\n`);
  });
  it('refuses a guide without its markers', () => {
    expect(() => withTable('# Title\n', '| new |')).toThrow(/markers/);
  });
});
