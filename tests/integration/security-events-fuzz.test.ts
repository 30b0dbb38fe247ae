import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { everyRateLimit } from '#server/config/rate-limit-registry.ts';
import { TEST_ENGINES } from '../setup/database.ts';
import { useBuiltServer } from '../setup/engine-server.ts';

const SERVER_ONLY = [
  'csrf_attempt',
  'xss_attempt',
  'sql_injection_attempt',
  'authentication_failure',
  'rate_limit_exceeded',
  'bot_activity',
];
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

/** One character: lone surrogates, NUL and other control characters often, any code point else. */
const hostileCharacter = fc.oneof(
  fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff', '\u0000', '\u0007', '\u001b', '\u007f', '\r', '\n', '\u2028', '\ufeff', '@'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);
const hostileText = fc.string({ unit: hostileCharacter, maxLength: 40 });
const hostileData = fc.oneof(
  hostileText,
  fc.dictionary(hostileText, fc.oneof(hostileText, fc.array(hostileText, { maxLength: 3 }), fc.integer(), fc.constant(null)), {
    maxKeys: 4,
  }),
);
const event = fc.record(
  {
    // decision 0024: the server's own types too, which a client must not be able to write.
    event_type: fc.oneof(
      hostileText,
      fc.constantFrom('potential_xss_attempt', 'application_error', 'my_xss_sql_injection_csrf', ...SERVER_ONLY),
    ),
    user_identifier: hostileText,
    user_agent: hostileText,
    event_data: hostileData,
  },
  { requiredKeys: ['event_type'] },
);

/** True when every text in the value, keys included, is well-formed Unicode (no lone surrogate). */
const wellFormed = (value: unknown): boolean => {
  if (typeof value === 'string') return value.isWellFormed();
  if (Array.isArray(value)) return value.every(wellFormed);
  if (value && typeof value === 'object') return Object.entries(value).every(([key, item]) => key.isWellFormed() && wellFormed(item));
  return true;
};

/**
 * The fuzz suites also run against the security events with surrogates and control characters;
 * PostgreSQL refuses NUL in text and lone surrogates in JSON, which answered 500.
 */
describe.each(TEST_ENGINES)('hostile characters in security events on $name', (engine) => {
  const server = useBuiltServer(engine, everyRateLimit('1000000/60'));

  it(`${RUNS} events with surrogates and control characters in every field: stored, or refused with 400 JSON when not well-formed Unicode (§5); never a 5xx`, async () => {
    await fc.assert(
      fc.asyncProperty(event, async (body) => {
        const response = await fetch(`${server().origin}/api/security-events`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        await response.arrayBuffer();
        expect(response.status).toBe(wellFormed(body) ? 202 : 400);
        if (response.status === 400) expect(response.headers.get('content-type')).toContain('application/json');
      }),
      { numRuns: RUNS },
    );
    const stored = (await (await fetch(`${server().origin}/test-hooks/security-events`)).json()) as { eventType: string }[];
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.filter((row) => SERVER_ONLY.includes(row.eventType))).toEqual([]);
  }, 300_000);
});
