import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { env } from '../env.ts';
import { runSubmission, type SubmissionHandler } from '../http/submission-endpoint.ts';
import type { RateLimitName } from '../config/rate-limit-registry.ts';
import { hashClient } from './client-hash.ts';

// The front's rate limit needs a database; what is looked at here is the context a form's handler is given.
vi.mock('../http/rate-limit.ts', () => ({ consumeRate: async () => ({ allowed: true }) }));

const ADDRESS = '203.0.113.9';

/** The client hash a form's handler is handed for a post from ADDRESS. */
async function hashSeenBy(form: RateLimitName): Promise<string> {
  let seen = '';
  const handler: SubmissionHandler<never> = {
    name: form,
    handle: async (context) => {
      seen = context.clientHash;
      return { code: 'ok' };
    },
    answers: { ok: { status: 200, message: () => 'ok' } },
  };
  const origin = new URL(env().SITE_URL).origin;
  const request = new Request(`${origin}/api/${form}`, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/json' },
    body: '{}',
  });
  await runSubmission(handler, { request, clientAddress: ADDRESS });
  return seen;
}

describe('the client hash of a consent record (decision 0016)', () => {
  it('differs between forms, so records of one address in two tables do not link', async () => {
    const hashes = await Promise.all((['contact', 'newsletter', 'waitlist'] as const).map(hashSeenBy));
    expect(new Set(hashes).size).toBe(3);
    expect(hashes).toEqual([hashClient(ADDRESS, 'contact'), hashClient(ADDRESS, 'newsletter'), hashClient(ADDRESS, 'waitlist')]);
  });

  it('is stable within a form, keyed by CLIENT_HASH_SALT, and never the former unkeyed-per-form hash', () => {
    expect(hashClient(ADDRESS, 'contact')).toBe(hashClient(ADDRESS, 'contact'));
    expect(hashClient(ADDRESS, 'contact')).not.toBe(hashClient('203.0.113.10', 'contact'));
    expect(hashClient(ADDRESS, 'contact')).toMatch(/^[0-9a-f]{64}$/);
    const former = createHash('sha256').update(`${env().CLIENT_HASH_SALT}:${ADDRESS}`).digest('hex');
    expect(['contact', 'newsletter', 'waitlist'].map((purpose) => hashClient(ADDRESS, purpose))).not.toContain(former);
  });
});
