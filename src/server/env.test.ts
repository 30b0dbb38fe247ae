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
  it('leaves the language model unset when empty, and checks its address', () => {
    const env = parseEnv({ CHAT_LLM_BASE_URL: '', CHAT_LLM_MODEL: '' });
    expect(env.CHAT_LLM_BASE_URL).toBeUndefined();
    expect(env.CHAT_LLM_MODEL).toBeUndefined();
    expect(env.CHAT_LLM_TIMEOUT_MS).toBe(20_000);
    expect(env.RATE_LIMIT_CHAT).toEqual({ points: 30, seconds: 600 });
    expect(parseEnv({ CHAT_LLM_BASE_URL: 'http://localhost:11434/v1', CHAT_LLM_MODEL: 'llama3.1' })).toMatchObject({ CHAT_LLM_BASE_URL: 'http://localhost:11434/v1', CHAT_LLM_MODEL: 'llama3.1' });
    expect(() => parseEnv({ CHAT_LLM_BASE_URL: 'not a url' })).toThrow(/CHAT_LLM_BASE_URL/);
  });
});
