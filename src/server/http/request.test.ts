import { describe, expect, it } from 'vitest';
import { readSubmission, requestLocale } from './request.ts';

const post = (type: string, body: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/x', { method: 'POST', headers: { 'Content-Type': type, ...headers }, body });

describe('readSubmission', () => {
  it('reads JSON and form bodies', async () => {
    expect(await readSubmission(post('application/json; charset=utf-8', '{"a":"b\\u0000"}'), 100)).toEqual({
      kind: 'json',
      data: { a: 'b' },
    });
    expect(await readSubmission(post('application/x-www-form-urlencoded', 'a=b'), 100)).toEqual({ kind: 'form', data: { a: 'b' } });
  });
  it('refuses a kind the endpoint does not take before reading it', async () => {
    expect(await readSubmission(post('application/x-www-form-urlencoded', 'a=b'), 100, ['json'])).toEqual({ problem: 'unsupported_type' });
    expect(await readSubmission(post('text/plain', 'a'), 100)).toEqual({ problem: 'unsupported_type' });
  });
  it('refuses a body over the limit and one that is not an object', async () => {
    expect(await readSubmission(post('application/json', JSON.stringify({ a: 'x'.repeat(200) })), 100)).toEqual({ problem: 'too_large' });
    expect(await readSubmission(post('application/json', '[1]'), 100)).toEqual({ problem: 'bad_request' });
  });
  it.each(['{"event_data":{"a":"\\ud800"}}', '{"name":"x\\udfffy"}', '{"\\ud800":"x"}', '{"list":["ok","\\udbff"]}'])(
    'refuses text that is not well-formed Unicode: %s',
    async (body) => {
      expect(await readSubmission(post('application/json', body), 1000)).toEqual({ problem: 'bad_request' });
    },
  );
  it('takes characters outside the basic plane, written as surrogate pairs', async () => {
    expect(await readSubmission(post('application/json', '{"a":"\\ud83d\\ude00"}'), 100)).toEqual({ kind: 'json', data: { a: '😀' } });
  });
});

describe('requestLocale', () => {
  it('takes the lang field, else the page the request came from, else German', () => {
    const request = post('application/json', '{}', { Referer: 'http://localhost/en/contact' });
    expect(requestLocale({ lang: 'de' }, request)).toBe('de');
    expect(requestLocale({ lang: 'fr' }, request)).toBe('en');
    expect(requestLocale(undefined, post('application/json', '{}'))).toBe('de');
  });
  it('reads a Referer that is no address as no page at all', () => {
    expect(requestLocale(undefined, post('application/json', '{}', { Referer: 'http://[' }))).toBe('de');
  });
});
