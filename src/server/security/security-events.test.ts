import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { survivors, textWithAddress } from '#tests/setup/generated-addresses.ts';
import { securityEvents } from '../db/schema.ts';
import { latestSecurityEvents } from './security-events.repo.ts';
import { EVENT_DATA_MAX_BYTES, recordReportedEvent } from './security-events.service.ts';

describe.each(TEST_ENGINES)('security events on $name', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });

  it('stores the event with the severity computed on the server, ignoring the client one', async () => {
    const stored = await recordReportedEvent(
      db().db,
      {
        event_type: 'potential_xss_attempt',
        severity: 'low',
        user_identifier: 'anonymous',
        user_agent: 'Test',
        event_data: { url: '/x' },
        ip_address: '1.2.3.4',
      },
      '203.0.113.0/24',
    );
    expect(stored).toBe(true);
    const [row] = await db().db.select().from(securityEvents);
    expect(row).toMatchObject({
      eventType: 'potential_xss_attempt',
      severity: 'critical',
      clientNetwork: '203.0.113.0/24',
      eventData: { url: '/x' },
    });
  });

  // decision 0024: the server's own critical and high events cannot be written by a client.
  it('stores a server-only type a client names as other with severity low', async () => {
    for (const type of ['csrf_attempt', 'xss_attempt', 'sql_injection_attempt', 'authentication_failure'])
      expect(await recordReportedEvent(db().db, { event_type: type, event_data: {} }, '203.0.113.0/24')).toBe(true);
    const rows = await db().db.select().from(securityEvents);
    expect(rows.map((row) => [row.eventType, row.severity])).toEqual(Array(4).fill(['other', 'low']));
  });

  // spec §8: a client cannot pick its severity by naming its event.
  it('stores an event type the site does not emit as other with severity low', async () => {
    for (const type of ['my_xss_sql_injection_csrf', '<script>', 'csrf_attempt\u0000', '\ud800xss'])
      expect(await recordReportedEvent(db().db, { event_type: type, event_data: {} }, null)).toBe(true);
    const rows = await db().db.select().from(securityEvents);
    expect(rows.map((row) => [row.eventType, row.severity])).toEqual(Array(4).fill(['other', 'low']));
  });

  // spec §8: as the browser's monitor does, whoever sends the event.
  it('redacts e-mail addresses in the event data, its messages and the identifying fields', async () => {
    await recordReportedEvent(
      db().db,
      {
        event_type: 'application_error',
        user_identifier: 'Anna.Muster@example.ch',
        user_agent: 'Bot (anna@example.ch)',
        event_data: { message: 'Cannot read anna.muster+1@mail.example.ch', nested: [{ url: '/x?to=anna@example.ch' }], count: 3 },
      },
      null,
    );
    const [row] = await db().db.select().from(securityEvents);
    expect(row).toMatchObject({
      userIdentifier: '[redacted-email]',
      userAgent: 'Bot ([redacted-email])',
      eventData: { message: 'Cannot read [redacted-email]', nested: [{ url: '/x?to=[redacted-email]' }], count: 3 },
    });
    expect(JSON.stringify(row)).not.toContain('@example.ch');
  });

  // spec §8: keys, non-ASCII, IDN and %40-encoded addresses were stored, also in user_identifier.
  it('stores no generated address, in the identifying fields, the data or its keys', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(textWithAddress(), { minLength: 4, maxLength: 4 }), async (texts) => {
        const [identifier, agent, key, value] = texts.map(({ text }) => text) as [string, string, string, string];
        await db().db.delete(securityEvents);
        await recordReportedEvent(
          db().db,
          { event_type: 'application_error', user_identifier: identifier, user_agent: agent, event_data: { [key]: [{ note: value }] } },
          null,
        );
        const rows = await db().db.select().from(securityEvents);
        expect(rows).toHaveLength(1);
        expect(
          survivors(
            [rows[0]!.userIdentifier, rows[0]!.userAgent, rows[0]!.eventData],
            texts.map(({ address }) => address),
          ),
        ).toEqual([]);
      }),
      { numRuns: 50 },
    );
  });

  it('redacts an address before cutting a long identifier, so no part of it is left at the cut', async () => {
    await recordReportedEvent(
      db().db,
      { event_type: 'application_error', user_identifier: `${'x'.repeat(180)} anna.muster@example.ch` },
      null,
    );
    const [row] = await db().db.select().from(securityEvents);
    expect(row?.userIdentifier).toMatch(/^x{180} \[redacted/);
    expect(row?.userIdentifier).not.toContain('@');
  });

  // The fuzz suites send surrogates and control characters; PostgreSQL takes neither NUL nor a lone surrogate in JSON.
  it('stores events whose texts carry NUL, control characters and lone surrogates', async () => {
    const nasty = 'a\u0000b\u0007c\ud800d\udfffe\r\n';
    const stored = await recordReportedEvent(
      db().db,
      {
        event_type: 'application_error',
        user_identifier: nasty,
        user_agent: nasty,
        event_data: { [nasty]: nasty, list: [nasty, 1, null, true] },
      },
      null,
    );
    expect(stored).toBe(true);
    const [row] = await db().db.select().from(securityEvents);
    expect(JSON.stringify(row)).not.toMatch(/\\u0000|\\ud800|\\udfff/);
    expect(row?.eventData).toMatchObject({ list: [expect.stringContaining('b'), 1, null, true] });
  });

  it('caps the payload and refuses events without a type', async () => {
    await recordReportedEvent(db().db, { event_type: 'application_error', event_data: { stack: 'x'.repeat(50_000) } }, null);
    const [row] = await db().db.select().from(securityEvents);
    expect(JSON.stringify(row?.eventData).length).toBeLessThanOrEqual(EVENT_DATA_MAX_BYTES);
    expect(row?.eventData).toMatchObject({ truncated: true });
    expect(await recordReportedEvent(db().db, { event_type: '' }, null)).toBe(false);
    expect(await recordReportedEvent(db().db, { event_type: 42 }, null)).toBe(false);
  });

  it('lists the newest events first, up to the limit, without the client network', async () => {
    for (const type of ['application_error', 'form_validation_failure', 'suspicious_navigation']) {
      await recordReportedEvent(db().db, { event_type: type, user_identifier: 'anonymous', event_data: { type } }, '203.0.113.0/24');
    }
    const latest = await latestSecurityEvents(db().db, 2);
    expect(latest.map((row) => [row.eventType, row.severity])).toEqual([
      ['suspicious_navigation', 'high'],
      ['form_validation_failure', 'medium'],
    ]);
    expect(latest[0]).toMatchObject({ userIdentifier: 'anonymous', eventData: { type: 'suspicious_navigation' } });
    expect(latest[0]).not.toHaveProperty('clientNetwork');
  });
});
