import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import type { Database } from '../db/client.ts';
import { eventInterests, events, mailOutbox } from '../db/schema.ts';
import {
  announceToInterested,
  CONFIRMATION_RESEND_MS,
  confirmInterest,
  interestLinkState,
  leaveInterestList,
  leaveLinkState,
  signUpForInterest,
} from './interest.service.ts';
import { leaveToken } from './interest-tokens.ts';
import type { EventRow } from './registrations.repo.ts';

const SITE = 'https://www.example.ch';
const NOW = new Date('2026-11-27T10:00:00Z');
const consent = (language: 'de' | 'en', at: Date = NOW) => ({
  consentLanguage: language,
  consentSourcePage: language === 'de' ? '/video-studio' : '/en/video-studio',
  clientHash: 'a'.repeat(64),
  privacyVersion: '2026-11-22',
  consentAt: at,
});

async function seedEvent(db: Database, slug: string, format: EventRow['format'] = 'live-vat'): Promise<EventRow> {
  const startsAt = new Date('2027-02-10T13:00:00Z');
  const [row] = await db
    .insert(events)
    .values({
      slug,
      format,
      titleDe: `MWST live ${slug}`,
      titleEn: `VAT live ${slug}`,
      summaryDe: 'Eine Stunde live',
      summaryEn: 'One hour live',
      descriptionDe: '',
      descriptionEn: '',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      mode: 'online',
      capacity: 20,
      registrationClosesAt: startsAt,
    })
    .returning();
  return row!;
}

describe.each(TEST_ENGINES)('interest lists on $name (decision 0051)', (engine) => {
  const database = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  const db = () => database().db;
  const mails = () => db().select().from(mailOutbox).orderBy(mailOutbox.createdAt);
  const tokenIn = (text: string, name: 'token' | 'leave') => decodeURIComponent(new RegExp(`[?&]${name}=([\\w.%-]+)`).exec(text)![1]!);
  const signUp = (email: string, language: 'de' | 'en' = 'de', at = NOW, format: EventRow['format'] = 'live-vat') =>
    signUpForInterest(db(), { format: format!, email }, consent(language, at), SITE);

  it('double opt-in: a confirmation mail in the language signed up in, its GET only reads, its POST confirms, a repeated click is a success', async () => {
    await signUp('anna@example.ch', 'en');
    const [mail] = await mails();
    expect(mail).toMatchObject({ kind: 'event_interest_confirmation', recipient: 'anna@example.ch' });
    expect(mail!.subject).toContain('Live session: VAT');
    expect(mail!.textBody).toContain(`${SITE}/en/events/interest?token=`);
    const token = tokenIn(mail!.textBody, 'token');
    // Only the hash is stored.
    const [entry] = await db().select().from(eventInterests);
    expect(entry!.confirmTokenHash).not.toBe(token);
    expect(await interestLinkState(db(), token, NOW)).toEqual({ state: 'pending', format: 'live-vat' });
    expect((await db().select().from(eventInterests))[0]!.confirmedAt).toBeNull();
    expect(await confirmInterest(db(), token, NOW)).toBe('confirmed');
    expect(await confirmInterest(db(), token, NOW)).toBe('already_confirmed');
    expect(await interestLinkState(db(), token, NOW)).toEqual({ state: 'confirmed', format: 'live-vat' });
    expect(await confirmInterest(db(), 'not-a-token', NOW)).toBe('invalid');
  });

  it('a confirmation link stops working a week after the sign-up', async () => {
    await signUp('anna@example.ch');
    const token = tokenIn((await mails())[0]!.textBody, 'token');
    const later = new Date(NOW.getTime() + 8 * 86_400_000);
    expect(await interestLinkState(db(), token, later)).toEqual({ state: 'invalid' });
    expect(await confirmInterest(db(), token, later)).toBe('invalid');
  });

  it('treats a new, a pending and a confirmed address alike to the visitor: a confirmed one is left as it is and gets nothing', async () => {
    await signUp('anna@example.ch');
    // Again at once: no second mail (no flood of an inbox), the same answer.
    await signUp('ANNA@example.ch');
    expect(await mails()).toHaveLength(1);
    // Again later: a new mail, the pending entry's consent renewed.
    const later = new Date(NOW.getTime() + CONFIRMATION_RESEND_MS + 1);
    await signUp('anna@example.ch', 'en', later);
    expect(await mails()).toHaveLength(2);
    const [entry] = await db().select().from(eventInterests);
    expect(entry).toMatchObject({ consentLanguage: 'en', confirmedAt: null });
    expect(entry!.consentAt.toISOString()).toBe(later.toISOString());
    expect(await confirmInterest(db(), tokenIn((await mails())[1]!.textBody, 'token'), later)).toBe('confirmed');
    // A confirmed address: nothing changes, nothing is sent.
    await signUp('anna@example.ch', 'de', new Date(later.getTime() + 2 * CONFIRMATION_RESEND_MS));
    expect(await mails()).toHaveLength(2);
    expect((await db().select().from(eventInterests))[0]).toMatchObject({ consentLanguage: 'en' });
    // Another format is another list.
    await signUp('anna@example.ch', 'de', later, 'workshop-full-day');
    expect(await db().select().from(eventInterests)).toHaveLength(2);
  });

  it('announces a date of the format once to each confirmed person, in their language, and to no one else', async () => {
    await signUp('anna@example.ch', 'de');
    await signUp('bob@example.ch', 'en');
    await signUp('carla@example.ch', 'de'); // never confirms
    await signUp('dora@example.ch', 'de', NOW, 'workshop-half-day');
    const all = await mails();
    for (const mail of all.filter((one) => one.recipient !== 'carla@example.ch'))
      expect(await confirmInterest(db(), tokenIn(mail.textBody, 'token'), NOW)).toBe('confirmed');
    await db().delete(mailOutbox);

    const event = await seedEvent(db(), 'mwst-februar');
    expect(await db().transaction((tx) => announceToInterested(tx, event, SITE))).toBe(2);
    const told = await mails();
    expect(told.map((mail) => [mail.kind, mail.recipient]).sort()).toEqual([
      ['event_interest_announcement', 'anna@example.ch'],
      ['event_interest_announcement', 'bob@example.ch'],
    ]);
    const anna = told.find((mail) => mail.recipient === 'anna@example.ch')!;
    const bob = told.find((mail) => mail.recipient === 'bob@example.ch')!;
    expect(anna.subject).toBe('Neuer Termin: MWST live mwst-februar');
    expect(anna.textBody).toContain(`${SITE}/events/mwst-februar`);
    expect(bob.subject).toBe('New date: VAT live mwst-februar');
    expect(bob.textBody).toContain(`${SITE}/en/events/mwst-februar`);
    // Once per event and person: announcing it again (or at once from another instance) tells no one.
    expect(await announceToInterested(db(), event, SITE)).toBe(0);
    expect(await mails()).toHaveLength(2);
    // The format's next date is told to them again; an event of no format tells no one.
    expect(await announceToInterested(db(), await seedEvent(db(), 'mwst-maerz'), SITE)).toBe(2);
    expect(await announceToInterested(db(), await seedEvent(db(), 'einmalig', null), SITE)).toBe(0);
  });

  it('two announcements of one event at once tell each person once', async () => {
    for (const name of ['a', 'b', 'c']) await signUp(`${name}@example.ch`);
    for (const mail of await mails()) await confirmInterest(db(), tokenIn(mail.textBody, 'token'), NOW);
    await db().delete(mailOutbox);
    const event = await seedEvent(db(), 'mwst-parallel');
    const counts = await Promise.all([
      db().transaction((tx) => announceToInterested(tx, event, SITE)),
      db().transaction((tx) => announceToInterested(tx, event, SITE)),
    ]);
    expect(counts.reduce((sum, value) => sum + value, 0)).toBe(3);
    expect(await mails()).toHaveLength(3);
  });

  it('leaving the list through the link of any of its mails deletes the entry; a repeated click is a success, a forged link is not', async () => {
    await signUp('anna@example.ch', 'en');
    const leave = tokenIn((await mails())[0]!.textBody, 'leave');
    const [entry] = await db().select().from(eventInterests);
    expect(leave).toBe(leaveToken(entry!.id));
    expect(await leaveLinkState(db(), leave)).toEqual({ state: 'listed', format: 'live-vat' });
    expect(await db().select().from(eventInterests)).toHaveLength(1);
    expect(await leaveInterestList(db(), `${entry!.id}.forged`)).toBe('invalid');
    expect(await leaveInterestList(db(), leave)).toBe('left');
    expect(await db().select().from(eventInterests)).toEqual([]);
    expect(await leaveInterestList(db(), leave)).toBe('already_left');
    expect(await leaveLinkState(db(), leave)).toEqual({ state: 'left' });
    // A new sign-up is a new entry: the old link does not end it.
    await signUp('anna@example.ch', 'en', new Date(NOW.getTime() + 60_000));
    expect(await leaveInterestList(db(), leave)).toBe('already_left');
    expect(await db().select().from(eventInterests)).toHaveLength(1);
  });
});
