import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('gives the embedded defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(4321);
    expect(env.HOST).toBe('localhost');
    expect(env.SITE_URL).toBe('http://localhost:4321');
    expect(env.TRUST_PROXY).toBe(false);
  });
  it('reads overrides', () => {
    const env = parseEnv({ PORT: '8080', HOST: '0.0.0.0', TRUST_PROXY: 'true', SITE_URL: 'https://www.example.ch' });
    expect(env).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', TRUST_PROXY: true, SITE_URL: 'https://www.example.ch' });
  });
  it('fails with a readable list of every problem', () => {
    expect(() => parseEnv({ PORT: 'eighty', SITE_URL: 'not a url' })).toThrow(/PORT[\s\S]*SITE_URL|SITE_URL[\s\S]*PORT/);
  });
});
