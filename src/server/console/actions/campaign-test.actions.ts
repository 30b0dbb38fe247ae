import type { z } from 'zod';
import { queueCampaignTest } from '#server/campaigns/campaign-test-mail.ts';
import { findCampaign } from '#server/campaigns/campaigns.repo.ts';
import type { Database } from '#server/db/client.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { findOperatorByEmail } from '../access/operators.repo.ts';
import { recordActionIn, type AuditActor } from '../audit/audit.service.ts';
import { aboutCampaign, type campaignTestInput } from './campaigns.actions.ts';

export type CampaignTestResult = { code: 'test_queued' } | { code: 'campaign_not_found' | 'not_an_operator' };

/**
 * Sends a campaign's mail, in each language it is written in, to an operator (the console: the signed-in
 * one; the command line: the one it names) before it goes to the subscribers, in any status. Only to an
 * operator's address: the test is no way to mail anyone else. Queued with its audit entry in one transaction.
 */
export async function sendCampaignTest(
  db: Database,
  actor: AuditActor,
  { id, email }: z.infer<typeof campaignTestInput>,
  now = new Date(),
): Promise<CampaignTestResult> {
  return withTransaction(db, async (tx): Promise<CampaignTestResult> => {
    const operator = await findOperatorByEmail(tx, email);
    if (!operator) return { code: 'not_an_operator' };
    const campaign = await findCampaign(tx, id);
    if (!campaign) return { code: 'campaign_not_found' };
    await queueCampaignTest(tx, campaign, operator.email, now);
    await recordActionIn(tx, actor, 'campaign_test', id, aboutCampaign(campaign));
    return { code: 'test_queued' };
  });
}
