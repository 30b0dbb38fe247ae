import type { AstroCookies } from 'astro';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from '#tests/setup/database.ts';
import { submitContact } from '#server/contact/contact.service.ts';
import { mailOutbox } from '#server/db/schema.ts';
import { subscribe } from '#server/newsletter/newsletter.service.ts';
import type { SignedInOperator } from '../access/console-guard.ts';
import { listTierAvailability } from '#server/tiers/tiers.repo.ts';
import { submitWaitlist } from '#server/waitlist/waitlist.service.ts';

// The actions run against the suite's database and record into a list: what reaches the audit log is
// asserted here, whatever the audit log's own storage.
const state = vi.hoisted(() => ({ database: undefined as TestDatabase | undefined, recorded: [] as unknown[][] }));
const OPERATOR: SignedInOperator = { id: '00000000-0000-4000-8000-0000000000aa', email: 'operator@example.ch', sessionId: 'session' };
vi.mock('#server/db/instance.ts', () => ({ database: async () => state.database }));
vi.mock('../audit/audit.service.ts', () => ({ recordAction: async (...args: unknown[]) => void state.recorded.push(args) }));
vi.mock('../access/console-guard.ts', () => ({ signedInOperator: async () => OPERATOR, consoleAction: async () => ({ operator: OPERATOR }) }));

const { waitlistAction } = await import('./waitlist.actions.ts');
const { retryMailAction } = await import('./mail.actions.ts');
const { peopleAction } = await import('./people.actions.ts');
const { newsletterExport } = await import('../web/newsletter-export.http.ts');
const { personReference } = await import('../records/people.service.ts');

const consent = { consentLanguage: 'de' as const, consentSourcePage: '/', clientHash: 'a'.repeat(64), privacyVersion: '2026-11-22', consentAt: new Date() };
const cookies = {} as AstroCookies;
const post = (path: string, fields: Record<string, string>) => {
  const url = new URL(`http://127.0.0.1${path}`);
  return { url, cookies, site: undefined, params: {}, clientAddress: '127.0.0.1', request: new Request(url, { method: 'POST', body: new URLSearchParams(fields) }) };
};

describe.each(TEST_ENGINES)('what the console writes to the audit log, on $name', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  beforeEach(() => {
    state.database = db();
    state.recorded = [];
  });
  const join = async (email: string, tier: string) => {
    const result = await submitWaitlist(db().db, { email, company: null, tier, motivation: null }, consent, 'http://localhost:4321');
    if (!result.ok) throw new Error(result.code);
    return result.id;
  };

  it('records accept, decline and slot changes, and not what was refused', async () => {
    const early = await join('early@example.ch', 'early_access');
    const general = await join('general@example.ch', 'general_waitlist');
    expect(await waitlistAction({ intent: 'decide', id: early, decision: 'accept' }, OPERATOR)).toEqual({ code: 'accepted' });
    expect(await waitlistAction({ intent: 'decide', id: early, decision: 'decline' }, OPERATOR)).toEqual({ code: 'not_pending' });
    expect(await waitlistAction({ intent: 'decide', id: general, decision: 'decline' }, OPERATOR)).toEqual({ code: 'declined' });
    expect(await waitlistAction({ intent: 'slots', tier: 'early_access', slots: '8' }, OPERATOR)).toEqual({ code: 'slots_refused' });
    expect(await waitlistAction({ intent: 'slots', tier: 'founders_beta', slots: '4' }, OPERATOR)).toEqual({ code: 'slots_saved' });
    expect(await waitlistAction({ intent: 'slots', tier: 'founders_beta', slots: '-1' }, OPERATOR)).toEqual({ code: 'invalid' });
    expect(await waitlistAction({ intent: 'decide', id: 'not-an-id', decision: 'accept' }, OPERATOR)).toEqual({ code: 'invalid' });
    expect(state.recorded).toEqual([
      [OPERATOR, 'accept', early],
      [OPERATOR, 'decline', general],
      [OPERATOR, 'slots', 'founders_beta', { totalSlots: 4 }],
    ]);
    expect((await listTierAvailability(db().db)).find((tier) => tier.tier === 'founders_beta')).toMatchObject({ total_slots: 4, available_slots: 1 });
  });

  it('records a retry of failed mail with how many went back in the queue', async () => {
    expect(await retryMailAction({}, OPERATOR)).toEqual({ code: 'nothing_to_retry' });
    await submitContact(db().db, { name: 'Anna', email: 'anna@example.ch', message: 'Bitte um Rückruf.' }, { language: 'de', sourcePage: '/', clientHash: 'b' });
    await db().db.update(mailOutbox).set({ status: 'failed' });
    expect(await retryMailAction({ id: '' }, OPERATOR)).toEqual({ code: 'retried', count: 1 });
    expect(state.recorded).toEqual([[OPERATOR, 'retry', 'all', { mails: 1 }]]);
  });

  it('retries one failed mail by its id and leaves the other failed ones alone', async () => {
    for (const [name, email] of [['Anna', 'anna@example.ch'], ['Ben', 'ben@example.ch']]) {
      await submitContact(db().db, { name: name!, email: email!, message: 'Bitte um Rückruf.' }, { language: 'de', sourcePage: '/', clientHash: 'b' });
    }
    await db().db.update(mailOutbox).set({ status: 'failed' });
    const [first] = await db().db.select({ id: mailOutbox.id }).from(mailOutbox).limit(1);
    expect(await retryMailAction({ id: first!.id }, OPERATOR)).toEqual({ code: 'retried', count: 1 });
    const statuses = await db().db.select({ id: mailOutbox.id, status: mailOutbox.status }).from(mailOutbox);
    expect(statuses.filter((mail) => mail.status === 'failed').map((mail) => mail.id)).not.toContain(first!.id);
    expect(statuses.filter((mail) => mail.status === 'failed')).toHaveLength(statuses.length - 1);
    expect(state.recorded).toEqual([[OPERATOR, 'retry', first!.id, { mails: 1 }]]);
  });

  it('records an erasure and a person export without the address', async () => {
    await submitContact(db().db, { name: 'Anna', email: 'anna@example.ch', message: 'Bitte um Rückruf.' }, { language: 'de', sourcePage: '/', clientHash: 'b' });
    const exported = await peopleAction(post('/admin/people', { intent: 'export', email: 'Anna@example.ch' }));
    if (!('response' in exported)) throw new Error('no download');
    expect(exported.response.headers.get('Content-Disposition')).toBe(`attachment; filename="person-${personReference('anna@example.ch')}.json"`);
    expect(((await exported.response.json()) as { contactMessages: unknown[] }).contactMessages).toHaveLength(1);

    const erased = await peopleAction(post('/en/admin/people', { intent: 'erase', email: 'anna@example.ch' }));
    if (!('response' in erased)) throw new Error('no redirect');
    expect(erased.response.status).toBe(303);
    expect(erased.response.headers.get('Location')).toBe('/en/admin/people?notice=erased&count=2');
    expect(state.recorded).toEqual([
      [OPERATOR, 'export', personReference('anna@example.ch'), { kind: 'person' }],
      [OPERATOR, 'erase', personReference('anna@example.ch'), { records: 2, redacted: 0, resumed: 0 }],
    ]);
    expect(JSON.stringify(state.recorded).toLowerCase()).not.toContain('anna@example.ch');
  });

  it('records the newsletter export with its format and filter', async () => {
    await subscribe(db().db, 'reader@example.ch', consent, 'https://www.example.ch');
    const response = await newsletterExport({ ...post('/admin/newsletter.csv?status=pending', {}), request: new Request('http://127.0.0.1/admin/newsletter.csv') }, 'csv');
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(await response.text()).toMatch(/^email,status,consent_at,language\r\nreader@example\.ch,pending,[^,]+,de\r\n$/);
    expect(state.recorded).toEqual([[OPERATOR, 'export', 'newsletter', { format: 'csv', status: 'pending' }]]);
  });
});
