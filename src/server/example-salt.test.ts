import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { exampleSaltVerdict } from './example-salt.ts';

const verdict = (source: Record<string, string>) => exampleSaltVerdict(parseEnv(source)).action;

describe('the example CLIENT_HASH_SALT (decision 0012)', () => {
  it('is only warned about on a local run', () => {
    expect(verdict({})).toBe('warn');
    expect(verdict({ NODE_ENV: 'development', SITE_URL: 'http://localhost:4321' })).toBe('warn');
  });
  it('stops a production start: NODE_ENV=production or an https site', () => {
    expect(verdict({ NODE_ENV: 'production' })).toBe('refuse');
    expect(verdict({ SITE_URL: 'https://www.example.ch' })).toBe('refuse');
  });
  it('lets any other salt start', () => {
    expect(verdict({ NODE_ENV: 'production', SITE_URL: 'https://www.example.ch', CLIENT_HASH_SALT: 'a-long-random-secret' })).toBe('start');
  });
});
