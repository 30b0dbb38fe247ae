import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '../../../tests/setup/database.ts';
import { securityEvents } from '../db/schema.ts';
import { latestSecurityEvents } from './security-events.repo.ts';
import { EVENT_DATA_MAX_BYTES, recordSecurityEvent } from './security-events.service.ts';

describe.each(TEST_ENGINES)('security events on $name', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });

  it('stores the event with the severity computed on the server, ignoring the client one', async () => {
    const stored = await recordSecurityEvent(
      db().db,
      { event_type: 'potential_xss_attempt', severity: 'low', user_identifier: 'anonymous', user_agent: 'Test', event_data: { url: '/x' }, ip_address: '1.2.3.4' },
      '203.0.113.0/24',
    );
    expect(stored).toBe(true);
    const [row] = await db().db.select().from(securityEvents);
    expect(row).toMatchObject({ eventType: 'potential_xss_attempt', severity: 'critical', clientNetwork: '203.0.113.0/24', eventData: { url: '/x' } });
  });

  it('caps the payload and refuses events without a plain type', async () => {
    await recordSecurityEvent(db().db, { event_type: 'application_error', event_data: { stack: 'x'.repeat(50_000) } }, null);
    const [row] = await db().db.select().from(securityEvents);
    expect(JSON.stringify(row?.eventData).length).toBeLessThanOrEqual(EVENT_DATA_MAX_BYTES);
    expect(row?.eventData).toMatchObject({ truncated: true });
    expect(await recordSecurityEvent(db().db, { event_type: '<script>' }, null)).toBe(false);
    expect(await recordSecurityEvent(db().db, { event_type: 42 }, null)).toBe(false);
  });

  it('lists the newest events first, up to the limit, without the client network', async () => {
    for (const type of ['application_error', 'form_validation_failure', 'suspicious_navigation']) {
      await recordSecurityEvent(db().db, { event_type: type, user_identifier: 'anonymous', event_data: { type } }, '203.0.113.0/24');
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
