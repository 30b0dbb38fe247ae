import { z } from 'zod';
import siteConfig from '#site.config.ts';
import { CAMPAIGN_TEST_LIMITS } from '#lib/campaign-tests.ts';
import { queueCampaignTest } from '#server/campaigns/campaign-test-mail.ts';
import { findCampaign } from '#server/campaigns/campaigns.repo.ts';
import type { Database } from '#server/db/client.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { findOperatorByEmail } from '../access/operators.repo.ts';
import { countRecentActions } from '../audit/audit.repo.ts';
import { CLI_ACTOR, recordActionIn, type AuditActor } from '../audit/audit.service.ts';
import { aboutCampaign } from './campaigns.actions.ts';

/** A test: the campaign, the operator it goes to, and which of the firm's listed addresses it goes to as well. */
export const campaignTestInput = z.object({
  id: z.uuid(),
  email: z.email().max(255),
  also: z.array(z.string().max(255)).max(CAMPAIGN_TEST_LIMITS.firmAddresses).default([]),
});

export type CampaignTestResult =
  | { code: 'test_queued' }
  | { code: 'test_queued_also'; count: number }
  | { code: 'campaign_not_found' | 'not_an_operator' }
  | { code: 'not_a_firm_address' | 'test_limit'; count: number };

/** One of the firm's addresses a test may go to, as site.config.ts lists it, whatever case it was posted in. */
const firmAddress = (posted: string): string | undefined =>
  siteConfig.email.campaignTests.find((listed) => listed.toLowerCase() === posted.trim().toLowerCase());

/**
 * Sends a campaign's mail, in each language it is written in, to an operator (the console: the signed-in
 * one; the command line: the one it names) and to the firm's listed addresses ticked with it, before it goes
 * to the subscribers, in any status. To no other address: the test is no way to mail anyone else. At most
 * CAMPAIGN_TEST_LIMITS.sends tests by one actor within its minutes (decision 0042). Queued with its audit
 * entry in one transaction.
 */
export async function sendCampaignTest(
  db: Database,
  actor: AuditActor,
  { id, email, also = [] }: z.input<typeof campaignTestInput>,
  now = new Date(),
): Promise<CampaignTestResult> {
  const firm = also.map(firmAddress);
  if (firm.some((address) => address === undefined) || also.length > CAMPAIGN_TEST_LIMITS.firmAddresses)
    return { code: 'not_a_firm_address', count: CAMPAIGN_TEST_LIMITS.firmAddresses };
  return withTransaction(db, async (tx): Promise<CampaignTestResult> => {
    const operator = await findOperatorByEmail(tx, email);
    if (!operator) return { code: 'not_an_operator' };
    const campaign = await findCampaign(tx, id);
    if (!campaign) return { code: 'campaign_not_found' };
    const { sends, minutes } = CAMPAIGN_TEST_LIMITS;
    const since = new Date(now.getTime() - minutes * 60_000);
    if ((await countRecentActions(tx, 'cli' in actor ? CLI_ACTOR : actor.email, 'campaign_test', since)) >= sends)
      return { code: 'test_limit', count: sends };
    const recipients = [...new Map([operator.email, ...(firm as string[])].map((address) => [address.toLowerCase(), address])).values()];
    for (const recipient of recipients) await queueCampaignTest(tx, campaign, recipient, now);
    await recordActionIn(tx, actor, 'campaign_test', id, aboutCampaign(campaign));
    return recipients.length > 1 ? { code: 'test_queued_also', count: recipients.length - 1 } : { code: 'test_queued' };
  });
}
