import { isUniqueViolation } from '../db/unique-violation.ts';
import type { Locale } from '#i18n/config.ts';
import { CAMPAIGN_LIMITS, versionOf, type CampaignDraft } from '#lib/campaigns.ts';
import type { Database } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import { baseIssueSlug, freeIssueSlug } from '#lib/newsletter-archive.ts';
import { markPublished, markUnpublished, slugsLike } from './archive.repo.ts';
import {
  cancelPendingDeliveries,
  deleteDraftCampaign,
  findCampaign,
  finishSentCampaigns,
  insertCampaign,
  lockDueCampaigns,
  moveCampaign,
  queueRecipients,
  updateCampaignDraft,
  type CampaignRow,
} from './campaigns.repo.ts';

/**
 * How a campaign moves (decision 0035): draft ⇄ scheduled → sending ⇄ paused → sent; scheduled, sending and paused
 * can be cancelled. Each move is one conditional update, so two operators or instances never make it twice;
 * each returns the campaign as it now is, or a code saying why not. The console's and the command line's
 * actions wrap these with their audit entries, in the same transaction (`db` may be one).
 */
export type Moved = { code: 'done'; campaign: CampaignRow } | { code: 'not_allowed' };

const moved = (campaign: CampaignRow | undefined): Moved => (campaign ? { code: 'done', campaign } : { code: 'not_allowed' });

export const createCampaign = (db: Database, draft: CampaignDraft, createdBy: string | null, now = new Date()): Promise<string> =>
  insertCampaign(db, draft, createdBy, now);

/** Deletes a draft (never one that was scheduled or went out: what was sent stays on record). */
export const deleteDraft = async (db: Database, id: string): Promise<Moved> => moved(await deleteDraftCampaign(db, id));

/**
 * A new draft with a campaign's text and audience, whatever its status: each written subject is `copyOf`'s
 * words for it ("Kopie von …", "Copy of …"), cut to the subject's limit. Gives back the copy's id and the original.
 */
export async function duplicateCampaign(
  db: Database,
  id: string,
  copyOf: (subject: string, locale: Locale) => string,
  createdBy: string | null,
  now = new Date(),
): Promise<{ code: 'done'; id: string; original: CampaignRow } | { code: 'not_found' }> {
  const original = await findCampaign(db, id);
  if (!original) return { code: 'not_found' };
  const subject = (locale: Locale) => {
    const { subject: written } = versionOf(original, locale);
    return written === '' ? '' : copyOf(written, locale).slice(0, CAMPAIGN_LIMITS.subject.max);
  };
  const draft: CampaignDraft = {
    subjectDe: subject('de'),
    bodyDe: original.bodyDe ?? '',
    subjectEn: subject('en'),
    bodyEn: original.bodyEn ?? '',
    audience: original.audience,
  };
  return { code: 'done', id: await insertCampaign(db, draft, createdBy, now), original };
}

export const editCampaign = (db: Database, id: string, draft: CampaignDraft, now = new Date()): Promise<boolean> =>
  updateCampaignDraft(db, id, draft, now);

export const scheduleCampaign = async (db: Database, id: string, sendAt: Date, now = new Date()): Promise<Moved> =>
  moved(await moveCampaign(db, id, ['draft', 'scheduled'], 'scheduled', { sendAt }, now));

export const unscheduleCampaign = async (db: Database, id: string, now = new Date()): Promise<Moved> =>
  moved(await moveCampaign(db, id, ['scheduled'], 'draft', { sendAt: null }, now));

/** Starts sending: the recipients are queued in the same transaction as the move, so a campaign never sends to nobody. */
export async function sendCampaignNow(db: Database, id: string, now = new Date()): Promise<Moved & { queued?: number }> {
  return withTransaction(db, async (tx) => {
    const campaign = await moveCampaign(tx, id, ['draft', 'scheduled'], 'sending', { queuedAt: now }, now);
    if (!campaign) return { code: 'not_allowed' as const };
    const queued = await queueRecipients(tx, campaign, now);
    return { code: 'done' as const, campaign, queued };
  });
}

export const pauseCampaign = async (db: Database, id: string, now = new Date()): Promise<Moved> =>
  moved(await moveCampaign(db, id, ['sending'], 'paused', {}, now));

export const resumeCampaign = async (db: Database, id: string, now = new Date()): Promise<Moved> =>
  moved(await moveCampaign(db, id, ['paused'], 'sending', {}, now));

/** Calls a campaign off: what was not yet sent stays unsent. */
export async function cancelCampaign(db: Database, id: string, now = new Date()): Promise<Moved> {
  return withTransaction(db, async (tx) => {
    const campaign = await moveCampaign(tx, id, ['scheduled', 'sending', 'paused'], 'cancelled', { finishedAt: now }, now);
    if (campaign) await cancelPendingDeliveries(tx, id);
    return moved(campaign);
  });
}

/**
 * The sender's round (every few seconds, in every instance): scheduled campaigns whose time has come start
 * (each locked by one instance), and sending ones with nothing left pending are marked sent.
 */
export async function advanceCampaigns(db: Database, now = new Date()): Promise<{ started: CampaignRow[]; finished: CampaignRow[] }> {
  const started = await withTransaction(db, async (tx) => {
    const due = await lockDueCampaigns(tx, now);
    const moves: CampaignRow[] = [];
    for (const campaign of due) {
      const sending = await moveCampaign(tx, campaign.id, ['scheduled'], 'sending', { queuedAt: now }, now);
      if (!sending) continue;
      await queueRecipients(tx, sending, now);
      moves.push(sending);
    }
    return moves;
  });
  const finished = await finishSentCampaigns(db, now);
  return { started, finished };
}

/**
 * Puts a sent campaign in the public archive (decision 0035). Its slug is made once, at its first publication,
 * from its subject (German where written, else English) and the month it went out, with a suffix when
 * another issue has it: publishing it again after unpublishing keeps its address.
 */
export async function publishCampaign(db: Database, id: string, now = new Date()): Promise<Moved> {
  for (let attempt = 0; ; attempt += 1) {
    const campaign = await findCampaign(db, id);
    if (campaign?.status !== 'sent') return { code: 'not_allowed' };
    let slug = campaign.slug;
    if (slug === null) {
      const subject = versionOf(campaign, 'de').subject || versionOf(campaign, 'en').subject;
      const base = baseIssueSlug(subject, campaign.queuedAt ?? campaign.finishedAt ?? now);
      slug = freeIssueSlug(base, await slugsLike(db, base));
    }
    try {
      // In a savepoint: a collision then undoes only this write, not the caller's transaction (on PostgreSQL).
      const taken = slug;
      return moved(await db.transaction((savepoint) => markPublished(savepoint, id, taken, now)));
    } catch (error) {
      // Another campaign took the same slug between the look and the write: look again.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/** Takes a campaign out of the archive; its slug stays for a later publication. */
export const unpublishCampaign = async (db: Database, id: string, now = new Date()): Promise<Moved> =>
  moved(await markUnpublished(db, id, now));
