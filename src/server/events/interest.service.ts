import { randomUUID } from 'node:crypto';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import type { EventFormat } from '#lib/events/event-kinds.ts';
import { EVENT_PATHS, eventPath } from '#lib/routes.ts';
import type { Database } from '../db/client.ts';
import type { ConsentMeta } from '../db/schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { enqueueFormMail } from '../mail/form-mail.ts';
import { enqueueMail } from '../mail/outbox.repo.ts';
import { interestAnnouncementMail, interestConfirmationMail } from './interest-mails.ts';
import { CONFIRM_TOKEN_TTL_MS, hashToken, leaveToken, leaveTokenId, newConfirmToken } from './interest-tokens.ts';
import {
  confirmInterestByTokenHash,
  deleteInterest,
  insertInterest,
  interestByConfirmTokenHash,
  interestById,
  interestForUpdate,
  markToldOf,
  updateInterest,
} from './interests.repo.ts';
import type { EventRow } from './registrations.repo.ts';

/** A pending address gets another confirmation mail at most this often: a form sent again and again does not flood its inbox. */
export const CONFIRMATION_RESEND_MS = 10 * 60_000;

const interestPage = (locale: Locale, query: string, origin: string): string =>
  new URL(`${localizePath(EVENT_PATHS.interest, locale)}?${query}`, origin).href;
const leaveLink = (locale: Locale, interestId: string, origin: string): string =>
  interestPage(locale, `leave=${encodeURIComponent(leaveToken(interestId))}`, origin);

/**
 * Decision 0051: a sign-up to a format's interest list, double opt-in as the newsletter's. A new address gets a
 * confirmation mail; a pending one a new mail (its consent renewed), unless it got one in the last minutes; a
 * confirmed one stays as it is and gets nothing. The caller answers all alike.
 */
export async function signUpForInterest(
  db: Database,
  input: { format: EventFormat; email: string },
  consent: ConsentMeta & { consentLanguage: Locale },
  origin: string,
): Promise<void> {
  const now = consent.consentAt;
  await withTransaction(db, async (tx) => {
    const existing = await interestForUpdate(tx, input.format, input.email);
    if (existing?.confirmedAt) return;
    if (existing && now.getTime() - existing.consentAt.getTime() < CONFIRMATION_RESEND_MS) return;
    const confirmToken = newConfirmToken();
    const id = existing?.id ?? randomUUID();
    const fields = { ...consent, confirmTokenHash: hashToken(confirmToken) };
    if (existing) await updateInterest(tx, id, fields);
    else if (!(await insertInterest(tx, { id, format: input.format, email: input.email, ...fields }))) return;
    const locale = consent.consentLanguage;
    const links = { confirm: interestPage(locale, `token=${confirmToken}`, origin), leave: leaveLink(locale, id, origin) };
    await enqueueFormMail(tx, await interestConfirmationMail(locale, input.email, input.format, links), now);
  });
}

const validSince = (now: Date) => new Date(now.getTime() - CONFIRM_TOKEN_TTL_MS);

/** What a confirmation link's POST did; a repeated click of a confirmed entry's link is a success too (decision 0039). */
export type InterestConfirmResult = 'confirmed' | 'already_confirmed' | 'invalid';

export async function confirmInterest(db: Database, token: string, now = new Date()): Promise<InterestConfirmResult> {
  const tokenHash = hashToken(token);
  if (await confirmInterestByTokenHash(db, tokenHash, validSince(now), now)) return 'confirmed';
  return (await interestByConfirmTokenHash(db, tokenHash, validSince(now)))?.confirmedAt ? 'already_confirmed' : 'invalid';
}

/** What the confirmation link's page shows before its button is pressed: the link only reads. */
export async function interestLinkState(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ state: 'pending' | 'confirmed'; format: EventFormat } | { state: 'invalid' }> {
  const entry = await interestByConfirmTokenHash(db, hashToken(token), validSince(now));
  if (!entry) return { state: 'invalid' };
  return { state: entry.confirmedAt ? 'confirmed' : 'pending', format: entry.format };
}

/** What a leave link's POST did: an entry gone before (left, or erased) is a success too. */
export type LeaveResult = 'left' | 'already_left' | 'invalid';

/** Leaving the list deletes the entry: nothing of it is kept (the privacy notice, section 4.12). */
export async function leaveInterestList(db: Database, token: string): Promise<LeaveResult> {
  const id = leaveTokenId(token);
  if (!id) return 'invalid';
  return (await deleteInterest(db, id)) ? 'left' : 'already_left';
}

/** What the leave link's page shows before its button is pressed. */
export async function leaveLinkState(
  db: Database,
  token: string,
): Promise<{ state: 'listed'; format: EventFormat } | { state: 'left' | 'invalid' }> {
  const id = leaveTokenId(token);
  if (!id) return { state: 'invalid' };
  const entry = await interestById(db, id);
  return entry ? { state: 'listed', format: entry.format } : { state: 'left' };
}

/**
 * Tells the confirmed people of an event's format list of it, once each, inside the publishing transaction and
 * before it is announced anywhere else (decision 0051): one mail each through the outbox, in the language they
 * signed up in, linking the event's page. An event of no format tells no one. Gives back how many were told.
 */
export async function announceToInterested(tx: Database, event: EventRow, origin: string): Promise<number> {
  if (!event.format) return 0;
  const told = await markToldOf(tx, event.format, event.id);
  for (const entry of told) {
    const locale = isLocale(entry.consentLanguage) ? entry.consentLanguage : DEFAULT_LOCALE;
    const en = locale === 'en';
    const announced = {
      format: event.format,
      title: en ? event.titleEn : event.titleDe,
      summary: en ? event.summaryEn : event.summaryDe,
      startsAt: event.startsAt,
      page: new URL(localizePath(eventPath(event.slug), locale), origin).href,
    };
    await enqueueMail(tx, await interestAnnouncementMail(locale, entry.email, announced, leaveLink(locale, entry.id, origin)));
  }
  return told.length;
}
