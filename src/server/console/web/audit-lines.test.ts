import { describe, expect, it } from 'vitest';
import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import type { AuditEntry } from '../audit/audit.repo.ts';
import { auditLine } from './audit-lines.ts';

const MESSAGE = '0b0f6c1e-7d4c-4a55-9a43-6f1e2f0f7a11';
const ENTRY = '5e2b1a9c-3d4f-4e6a-8b7c-9d0e1f2a3b4c';
let id = 0;
const entry = (fields: Partial<AuditEntry> & Pick<AuditEntry, 'action'>): AuditEntry => ({
  id: (id += 1),
  operatorId: 'c3d1e0f2-0000-4000-8000-000000000001',
  actor: 'anna-operator@example.ch',
  target: null,
  details: null,
  createdAt: new Date('2026-11-20T08:15:00Z'),
  ...fields,
});
const words = (locale: Locale, fields: Parameters<typeof entry>[0]) => auditLine(entry(fields), translator(locale));
const muster = { personRef: 'a1b2c3d4e5f6', company: 'Muster AG' };

describe('the audit log in words', () => {
  it('names the company and tier of a waiting-list decision, as the site names the tier', () => {
    const accepted = { action: 'accept', target: ENTRY, details: { tier: 'early_access', about: muster } };
    expect(words('en', accepted)).toMatchObject({
      who: 'anna-operator@example.ch',
      what: 'Accepted the waiting-list entry of Muster AG (Early Access)',
      path: undefined,
    });
    expect(words('de', accepted).what).toBe('Wartelisten-Eintrag von Muster AG (Early Access) angenommen');
    const declined = { action: 'decline', target: ENTRY, details: { tier: 'general_waitlist', about: { personRef: 'f00' } } };
    expect(words('en', declined).what).toBe('Declined the waiting-list entry of a person (ref f00) (General waiting list)');
    expect(words('de', declined).what).toBe('Wartelisten-Eintrag von einer Person (Ref. f00) (Allgemeine Warteliste) abgelehnt');
  });

  it('names an erased person by their reference only', () => {
    const erased = { personRef: 'a1b2c3d4e5f6', erased: true };
    expect(words('en', { action: 'accept', target: ENTRY, details: { tier: 'early_access', about: erased } }).what).toBe(
      'Accepted the waiting-list entry of an erased person (ref a1b2c3d4e5f6) (Early Access)',
    );
    expect(words('de', { action: 'accept', target: ENTRY, details: { tier: 'early_access', about: erased } }).what).toBe(
      'Wartelisten-Eintrag von einer gelöschten Person (Ref. a1b2c3d4e5f6) (Early Access) angenommen',
    );
    expect(words('de', { action: 'retry', target: MESSAGE, details: { mails: 1, kind: 'waitlist_accepted', about: erased } }).what).toBe(
      'Mail «waitlist_accepted» an eine gelöschte Person (Ref. a1b2c3d4e5f6) erneut in die Warteschlange gestellt',
    );
    // Words an erasure missed (it never does) are not shown once the entry says erased.
    expect(words('en', { action: 'answered', target: MESSAGE, details: { answered: true, about: { ...erased, name: 'Anna' } } }).what).toBe(
      'Marked the message from an erased person (ref a1b2c3d4e5f6) answered',
    );
  });

  it("names a message's sender and links the entry to the message", () => {
    const answered = { action: 'answered', target: MESSAGE, details: { answered: true, about: { ...muster, name: 'Anna Muster' } } };
    expect(words('en', answered)).toMatchObject({
      what: 'Marked the message from Anna Muster, Muster AG answered',
      path: `/admin/inbox/${MESSAGE}`,
    });
    expect(words('de', { ...answered, actor: 'cli', operatorId: null, details: { ...answered.details, answered: false } })).toMatchObject({
      who: 'Befehlszeile',
      what: 'Nachricht von Anna Muster, Muster AG wieder als unbeantwortet markiert',
      path: `/admin/inbox/${MESSAGE}`,
    });
  });

  it("names the sender of a message moved or deleted; a moved one's entry links to it, a deleted one's does not", () => {
    const about = { about: { ...muster, name: 'Anna Muster' } };
    expect(words('en', { action: 'archive', target: MESSAGE, details: { from: 'inbox', ...about } })).toMatchObject({
      what: 'Archived the message from Anna Muster, Muster AG',
      path: `/admin/inbox/${MESSAGE}`,
    });
    expect(words('de', { action: 'spam', target: MESSAGE, details: { from: 'inbox', ...about } }).what).toBe(
      'Nachricht von Anna Muster, Muster AG als Spam markiert',
    );
    expect(words('en', { action: 'inbox', target: MESSAGE, details: { from: 'spam', ...about } }).what).toBe(
      'Moved the message from Anna Muster, Muster AG back to the inbox',
    );
    expect(words('de', { action: 'delete', target: MESSAGE, details: about })).toEqual(
      expect.objectContaining({ what: 'Nachricht von Anna Muster, Muster AG gelöscht', path: undefined }),
    );
  });

  it('reads sensibly for entries written before they kept words: by their target', () => {
    expect(words('en', { action: 'accept', target: ENTRY }).what).toBe(`Accepted the waiting-list entry ${ENTRY}`);
    expect(words('de', { action: 'answered', target: MESSAGE, details: { answered: true } }).what).toBe(
      `Nachricht ${MESSAGE} als beantwortet markiert`,
    );
    expect(words('en', { action: 'retry', target: MESSAGE, details: { mails: 1 } }).what).toBe(`Put the mail ${MESSAGE} back in the queue`);
    expect(words('en', { action: 'retry', target: 'all', details: { mails: 4 } }).what).toBe('Put failed mails back in the queue: 4');
  });

  it('tells the other actions in words, and an action it does not know by its name', () => {
    const en = (fields: Parameters<typeof entry>[0]) => words('en', fields).what;
    expect(en({ action: 'slots', target: 'founders_beta', details: { totalSlots: 4 } })).toBe('Set the slots of Founders Beta to 4');
    expect(en({ action: 'erase', target: 'a1b2c3', details: { records: 3, redacted: 0, resumed: 0 } })).toBe(
      'Erased everything stored about a person (ref a1b2c3): 3 records',
    );
    expect(en({ action: 'export', target: 'a1b2c3', details: { kind: 'person' } })).toBe(
      'Downloaded everything stored about a person (ref a1b2c3)',
    );
    expect(en({ action: 'export', target: 'waitlist', details: { format: 'csv', status: 'pending', tier: 'early_access' } })).toBe(
      'Downloaded the list “Waiting list” as CSV (Pending, Early Access)',
    );
    expect(words('de', { action: 'export', target: 'contacts', details: { format: 'json', status: 'all', searched: true } }).what).toBe(
      'Liste «Posteingang» als JSON heruntergeladen (durch eine Suche eingegrenzt)',
    );
    expect(en({ action: 'invite', target: 'new@example.ch' })).toBe('Invited new@example.ch as an operator');
    expect(en({ action: 'sign_in', details: { passkey: 'registered' } })).toBe('Signed in with a new passkey');
    expect(en({ action: 'sign_out' })).toBe('Signed out');
    expect(en({ action: 'sign_out_everywhere', details: { sessions: 2 } })).toBe('Signed out everywhere (2 sessions ended)');
    expect(en({ action: 'reopen', target: MESSAGE, details: { about: { personRef: 'f00', name: 'Anna' } } })).toBe('reopen: Anna');
    expect(en({ action: 'add_passkey', target: 'credential-1', details: { passkeys: 2 } })).toBe('Added a passkey (now 2)');
    expect(en({ action: 'remove_passkey', target: 'credential-1', details: { remaining: 1 } })).toBe('Removed a passkey (1 left)');
    expect(en({ action: 'end_session', target: 'session-1' })).toBe('Ended another of their sessions');
    expect(en({ action: 'end_other_sessions', details: { sessions: 3 } })).toBe('Ended their other sessions (3)');
    expect(en({ action: 'reopen_everything' })).toBe('reopen_everything');
  });

  it('puts a person in the German case their phrase asks for', () => {
    const reset = (about?: { personRef: string; erased?: boolean; company?: string }) => ({
      action: 'reset_bounce',
      target: 'a1b2c3',
      details: about ? { about } : {},
    });
    // "von" asks for the dative: "von einer Person", never "von eine Person".
    expect(words('de', reset({ personRef: 'a1b2c3' })).what).toBe('Unzustellbarkeit von einer Person (Ref. a1b2c3) zurückgesetzt');
    expect(words('de', reset({ personRef: 'a1b2c3', erased: true })).what).toBe(
      'Unzustellbarkeit von einer gelöschten Person (Ref. a1b2c3) zurückgesetzt',
    );
    expect(words('de', reset()).what).toBe('Unzustellbarkeit von einer Person (Ref. a1b2c3) zurückgesetzt');
    expect(words('de', reset({ personRef: 'a1b2c3', company: 'Muster AG' })).what).toBe('Unzustellbarkeit von Muster AG zurückgesetzt');
    expect(words('en', reset({ personRef: 'a1b2c3' })).what).toBe('Reset the bounce of a person (ref a1b2c3)');
    // "über" and "an" ask for the accusative, which "eine Person" already is.
    expect(words('de', { action: 'erase', target: 'a1b2c3', details: { records: 3 } }).what).toBe(
      'Alles über eine Person (Ref. a1b2c3) gelöscht: 3 Einträge',
    );
  });

  it('shows a name as a line, whatever controls it holds', () => {
    expect(
      words('en', { action: 'accept', target: ENTRY, details: { tier: 'x', about: { personRef: 'f', company: 'A\u202EB\nC' } } }).what,
    ).toBe('Accepted the waiting-list entry of A\uFFFDB C (x)');
  });
});
