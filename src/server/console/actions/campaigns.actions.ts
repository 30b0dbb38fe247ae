import { z } from 'zod';
import { translate } from '#i18n/console-translate.ts';
import { sendLocales, type CampaignDraft } from '#lib/campaigns.ts';
import { zurichInstant } from '#lib/zurich-time.ts';
import * as lifecycle from '#server/campaigns/campaign-lifecycle.ts';
import { findCampaign, type CampaignRow } from '#server/campaigns/campaigns.repo.ts';
import type { Database } from '#server/db/client.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { clearBounce } from '#server/newsletter/bounces.repo.ts';
import { aboutPerson } from '../audit/about.ts';
import { recordActionIn, type AuditAction, type AuditActor } from '../audit/audit.service.ts';

/**
 * The operators' actions on newsletter campaigns (decision 0035), the console's and the command line's alike:
 * each is the lifecycle's move (campaign-lifecycle.ts, one conditional update) and its audit entry in one
 * transaction. A move the campaign's status does not allow changes nothing and records nothing.
 */

export const campaignInput = z.object({ id: z.uuid() });

/** A Zurich date-time as the form's field (or the command line) gives it: 'YYYY-MM-DDTHH:mm'. */
const zurichDateTime = z.string().transform((value, context) => {
  const instant = zurichInstant(value.trim());
  if (!instant) {
    context.addIssue({ code: 'custom', message: 'invalid' });
    return z.NEVER;
  }
  return instant;
});

export const scheduleInput = z.object({ id: z.uuid(), sendAt: zurichDateTime });

export type CampaignCode =
  | 'campaign_saved'
  | 'campaign_scheduled'
  | 'campaign_unscheduled'
  | 'campaign_sending'
  | 'campaign_paused'
  | 'campaign_resumed'
  | 'campaign_cancelled'
  | 'campaign_published'
  | 'campaign_unpublished'
  | 'campaign_deleted'
  | 'campaign_duplicated'
  | 'campaign_not_allowed'
  | 'campaign_not_found'
  | 'schedule_past';

export interface CampaignResult {
  code: CampaignCode;
  /** Sending: how many mails were queued. */
  count?: number;
}

/** What an audit entry says of a campaign: its subjects as written (an e-mail address in them is redacted) and its audience. */
export const aboutCampaign = (campaign: Pick<CampaignRow, 'subjectDe' | 'bodyDe' | 'subjectEn' | 'bodyEn' | 'audience'>) => ({
  ...(campaign.subjectDe ? { subjectDe: campaign.subjectDe } : {}),
  ...(campaign.subjectEn ? { subjectEn: campaign.subjectEn } : {}),
  audience: campaign.audience,
  locales: sendLocales(campaign),
});

/** Why a move was refused: no such campaign, or one whose status does not allow it. */
const refusal = async (db: Database, id: string): Promise<CampaignResult> => ({
  code: (await findCampaign(db, id)) ? 'campaign_not_allowed' : 'campaign_not_found',
});

/** A move of the lifecycle with its audit entry, in one transaction. */
function audited(
  action: AuditAction,
  done: CampaignCode,
  move: (tx: Database, id: string, now: Date) => Promise<lifecycle.Moved & { queued?: number }>,
) {
  return (db: Database, actor: AuditActor, { id }: { id: string }, now = new Date()): Promise<CampaignResult> =>
    withTransaction(db, async (tx) => {
      const moved = await move(tx, id, now);
      if (moved.code !== 'done') return refusal(tx, id);
      const recipients = moved.queued === undefined ? {} : { recipients: moved.queued };
      await recordActionIn(tx, actor, action, id, { ...aboutCampaign(moved.campaign), ...recipients });
      return { code: done, ...(moved.queued === undefined ? {} : { count: moved.queued }) };
    });
}

/** Writes a new campaign (a draft), with its audit entry; gives back its id. */
export async function writeCampaign(db: Database, actor: AuditActor, draft: CampaignDraft, now = new Date()): Promise<{ id: string }> {
  return withTransaction(db, async (tx) => {
    const id = await lifecycle.createCampaign(tx, draft, 'cli' in actor ? null : actor.id, now);
    await recordActionIn(tx, actor, 'campaign_create', id, aboutCampaign(draft));
    return { id };
  });
}

/** Changes a campaign's text and audience while it can still be changed (draft or scheduled), with its audit entry. */
export async function saveCampaign(
  db: Database,
  actor: AuditActor,
  { id }: { id: string },
  draft: CampaignDraft,
  now = new Date(),
): Promise<CampaignResult> {
  return withTransaction(db, async (tx) => {
    if (!(await lifecycle.editCampaign(tx, id, draft, now))) return refusal(tx, id);
    await recordActionIn(tx, actor, 'campaign_edit', id, aboutCampaign(draft));
    return { code: 'campaign_saved' };
  });
}

/** Schedules a draft (or moves a scheduled campaign's time) to a moment still to come. */
export async function scheduleCampaignAt(
  db: Database,
  actor: AuditActor,
  { id, sendAt }: z.infer<typeof scheduleInput>,
  now = new Date(),
): Promise<CampaignResult> {
  if (sendAt <= now) return { code: 'schedule_past' };
  return withTransaction(db, async (tx) => {
    const moved = await lifecycle.scheduleCampaign(tx, id, sendAt, now);
    if (moved.code !== 'done') return refusal(tx, id);
    await recordActionIn(tx, actor, 'campaign_schedule', id, { ...aboutCampaign(moved.campaign), sendAt: sendAt.toISOString() });
    return { code: 'campaign_scheduled' };
  });
}

export const unscheduleCampaignNow = audited('campaign_unschedule', 'campaign_unscheduled', lifecycle.unscheduleCampaign);
/** Starts sending at once: the audience's confirmed subscribers are queued in the same transaction, and counted. */
export const sendCampaign = audited('campaign_send', 'campaign_sending', lifecycle.sendCampaignNow);
export const pauseSending = audited('campaign_pause', 'campaign_paused', lifecycle.pauseCampaign);
export const resumeSending = audited('campaign_resume', 'campaign_resumed', lifecycle.resumeCampaign);
export const cancelSending = audited('campaign_cancel', 'campaign_cancelled', lifecycle.cancelCampaign);
/** decision 0035: a sent campaign in the site's newsletter archive, and out of it again. */
export const publishInArchive = audited('campaign_publish', 'campaign_published', lifecycle.publishCampaign);
export const unpublishFromArchive = audited('campaign_unpublish', 'campaign_unpublished', lifecycle.unpublishCampaign);

/** Deletes a draft, with its audit entry (its subjects and audience: what was deleted stays known). */
export const deleteCampaign = audited('campaign_delete', 'campaign_deleted', (tx, id) => lifecycle.deleteDraft(tx, id));

/**
 * Copies a campaign of any status into a new draft ("Kopie von …" / "Copy of …"), with its audit entry on the
 * copy naming the original; gives back the copy's id.
 */
export async function duplicateCampaign(
  db: Database,
  actor: AuditActor,
  { id }: { id: string },
  now = new Date(),
): Promise<CampaignResult & { id?: string }> {
  return withTransaction(db, async (tx) => {
    const copy = await lifecycle.duplicateCampaign(
      tx,
      id,
      (subject, locale) => translate(locale, 'console.campaigns.copyOf', { subject }),
      'cli' in actor ? null : actor.id,
      now,
    );
    if (copy.code !== 'done') return { code: 'campaign_not_found' };
    await recordActionIn(tx, actor, 'campaign_duplicate', copy.id, { ...aboutCampaign(copy.original), original: id });
    return { code: 'campaign_duplicated', id: copy.id };
  });
}

export const bounceByIdInput = z.object({ id: z.uuid() });
export const bounceByEmailInput = z.object({ email: z.email().max(255) });

/**
 * Clears a subscription's bounce (the operator has seen to the address): campaigns go to it again. With
 * its audit entry (whom it concerned in words and by reference, never the address); refused when the
 * subscription has not bounced.
 */
export async function resetBounce(
  db: Database,
  actor: AuditActor,
  subscription: { id: string } | { email: string },
): Promise<{ code: 'bounce_reset' | 'not_bounced' }> {
  return withTransaction(db, async (tx) => {
    const cleared = await clearBounce(tx, subscription);
    if (!cleared) return { code: 'not_bounced' };
    await recordActionIn(tx, actor, 'reset_bounce', cleared.id, { about: aboutPerson(cleared) });
    return { code: 'bounce_reset' };
  });
}
