import type { CampaignDraft } from '#lib/campaigns.ts';
import type { Database } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import {
  cancelPendingDeliveries,
  finishSentCampaigns,
  insertCampaign,
  lockDueCampaigns,
  moveCampaign,
  queueRecipients,
  updateCampaignDraft,
  type CampaignRow,
} from './campaigns.repo.ts';

/**
 * How a campaign moves (issue 30): draft ⇄ scheduled → sending ⇄ paused → sent; scheduled, sending and paused
 * can be cancelled. Each move is one conditional update, so two operators or instances never make it twice;
 * each returns the campaign as it now is, or a code saying why not. The console's and the command line's
 * actions wrap these with their audit entries, in the same transaction (`db` may be one).
 */
export type Moved = { code: 'done'; campaign: CampaignRow } | { code: 'not_allowed' };

const moved = (campaign: CampaignRow | undefined): Moved => (campaign ? { code: 'done', campaign } : { code: 'not_allowed' });

export const createCampaign = (db: Database, draft: CampaignDraft, createdBy: string | null, now = new Date()): Promise<string> =>
  insertCampaign(db, draft, createdBy, now);

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
