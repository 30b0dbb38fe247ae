import { afterEach, describe, expect, it, vi } from 'vitest';
import { postForm } from './post-form.ts';
import { FAILED_REPLY } from './reply.ts';

const answer = (body: string, status = 200) =>
  vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));

describe('postForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the values as JSON and gives the reply, refusals included', async () => {
    const reply = { success: false, message: 'Zu viele Versuche.', code: 'rate_limited' };
    const fetch = answer(JSON.stringify(reply), 429);
    vi.stubGlobal('fetch', fetch);
    expect(await postForm('/api/waitlist', { email: 'a@example.ch' })).toEqual(reply);
    expect(fetch).toHaveBeenCalledWith('/api/waitlist', expect.objectContaining({ method: 'POST', body: '{"email":"a@example.ch"}' }));
  });

  it.each([
    ['an answer that is not JSON', answer('<h1>Bad Gateway</h1>', 502)],
    ['JSON without the reply fields (spec §8: no success flag)', answer('{"error":"boom"}', 500)],
    ['no connection', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
  ])('gives the failed reply for %s, never throwing', async (_, fetch) => {
    vi.stubGlobal('fetch', fetch);
    expect(await postForm('/api/contact', {})).toEqual(FAILED_REPLY);
  });
});
