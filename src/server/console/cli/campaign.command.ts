import { CAMPAIGN_TEST_LIMITS } from '#lib/campaign-tests.ts';
import { campaignDraftSchema, versionOf } from '#lib/campaigns.ts';
import { zurichMinute } from '#lib/zurich-time.ts';
import { campaignFigures, listCampaigns, type CampaignFigures } from '#server/campaigns/campaign-figures.repo.ts';
import { findCampaign } from '#server/campaigns/campaigns.repo.ts';
import { formatTable } from '#server/exports/format.ts';
import { campaignTestInput, sendCampaignTest, type CampaignTestResult } from '../actions/campaign-test.actions.ts';
import {
  bounceByEmailInput,
  campaignInput,
  cancelSending,
  deleteCampaign,
  duplicateCampaign,
  pauseSending,
  publishInArchive,
  unpublishFromArchive,
  resetBounce,
  resumeSending,
  scheduleCampaignAt,
  scheduleInput,
  sendCampaign,
  unscheduleCampaignNow,
  writeCampaign,
  type CampaignResult,
} from '../actions/campaigns.actions.ts';
import { CLI } from '../audit/audit.service.ts';
import { UsageError, type AdminCommand, type AdminOutput, type ExitCode } from './command.ts';
import type { Database } from '#server/db/client.ts';
import type { z } from 'zod';

/** An action's input from the command's words, or wrong usage. */
function parsed<Input>(schema: z.ZodType<Input>, value: unknown): Input {
  const result = schema.safeParse(value);
  if (!result.success) throw new UsageError();
  return result.data;
}

/** What the command line says of an action's outcome, and its exit code: 0 done, 1 refused. */
const OUTCOMES: Record<CampaignResult['code'], string> = {
  campaign_saved: 'Saved.',
  campaign_scheduled: 'Scheduled.',
  campaign_unscheduled: 'Unscheduled: a draft again.',
  campaign_sending: 'Sending has started: {count} mails queued.',
  campaign_paused: 'Paused.',
  campaign_resumed: 'Resumed.',
  campaign_cancelled: 'Cancelled: what was not sent yet will not be sent.',
  campaign_published: 'Published in the newsletter archive.',
  campaign_unpublished: 'Taken out of the newsletter archive (its address is kept for a later publication).',
  campaign_deleted: 'Deleted.',
  campaign_duplicated: 'Copied into the new draft {id}.',
  campaign_not_allowed: 'Refused: the campaign’s status does not allow this.',
  campaign_not_found: 'There is no such campaign.',
  schedule_past: 'Refused: that time has passed already.',
};
/** Why a test was not sent (the command line names one operator and no firm's address). */
const TEST_REFUSALS: Record<Exclude<CampaignTestResult['code'], 'test_queued' | 'test_queued_also'>, string> = {
  campaign_not_found: OUTCOMES.campaign_not_found,
  not_an_operator: 'No operator {email}: tests go to operators only.',
  not_a_firm_address: 'Tests go to operators and the addresses site.config.ts lists only.',
  test_limit: `Refused: at most {count} tests within ${CAMPAIGN_TEST_LIMITS.minutes} minutes; try again later.`,
};
const REFUSED: ReadonlySet<CampaignResult['code']> = new Set(['campaign_not_allowed', 'campaign_not_found', 'schedule_past']);

async function report(out: AdminOutput, result: CampaignResult & { id?: string }): Promise<ExitCode> {
  const line = OUTCOMES[result.code].replace('{count}', String(result.count ?? 0)).replace('{id}', result.id ?? '');
  if (REFUSED.has(result.code)) {
    await out.error(line);
    return 1;
  }
  await out.print(line);
  return 0;
}

/** The moves that take a campaign's id alone. */
const MOVES = {
  send: sendCampaign,
  pause: pauseSending,
  resume: resumeSending,
  cancel: cancelSending,
  unschedule: unscheduleCampaignNow,
  publish: publishInArchive,
  unpublish: unpublishFromArchive,
  delete: deleteCampaign,
  duplicate: duplicateCampaign,
};
const isMove = (word: string): word is keyof typeof MOVES => Object.hasOwn(MOVES, word);

/** The figures as the command line names them: those the console calls "not sent" say why, as there (decision 0038). */
const FIGURE_FIELDS: Record<keyof CampaignFigures, string> = {
  queued: 'queued',
  sent: 'sent',
  onItsWay: 'on the way',
  pending: 'pending',
  failed: 'failed',
  bounced: 'bounced',
  cancelled: 'not sent: cancelled',
  withdrawn: 'not sent: unsubscribed',
  unsubscribed: 'unsubscribed through it',
};

async function show(db: Database, id: string, out: AdminOutput): Promise<ExitCode> {
  const campaign = await findCampaign(db, id);
  if (!campaign) {
    await out.error(OUTCOMES.campaign_not_found);
    return 1;
  }
  const figures = await campaignFigures(db, id);
  const when = (instant: Date | null) => (instant ? `${zurichMinute(instant)} (Zurich)` : '');
  await out.print(
    formatTable([
      { field: 'id', value: campaign.id },
      { field: 'status', value: campaign.status },
      { field: 'audience', value: campaign.audience },
      { field: 'subject (de)', value: versionOf(campaign, 'de').subject },
      { field: 'subject (en)', value: versionOf(campaign, 'en').subject },
      { field: 'send at', value: when(campaign.sendAt) },
      { field: 'queued at', value: when(campaign.queuedAt) },
      { field: 'finished at', value: when(campaign.finishedAt) },
      ...Object.entries(FIGURE_FIELDS).map(([figure, field]) => ({ field, value: figures[figure as keyof CampaignFigures] })),
    ]),
  );
  return 0;
}

/**
 * `campaign …`: newsletter campaigns from the command line, through the console's actions (audited as 'cli').
 * `create --file` takes the campaign as JSON ({ subjectDe, bodyDe, subjectEn, bodyEn, audience }); the command
 * reads the file and hands its text on as the last word, so it travels to a running server as it is.
 */
export const campaignCommand: AdminCommand = {
  name: 'campaign',
  usage: [
    'campaign list                 the newest campaigns (50) with status and mails sent',
    "campaign show <id>            a campaign's status and figures",
    'campaign create --file <json> a new draft from a JSON file: subjectDe, bodyDe, subjectEn, bodyEn, audience (de|en|both)',
    'campaign schedule <id> <YYYY-MM-DDTHH:mm>  send it at that time (Zurich)',
    'campaign send|pause|resume|cancel|unschedule <id>  send it now, hold or resume its sending, call it off, make it a draft again',
    'campaign test <id> <operator-email>  send its mail to an operator first',
    'campaign delete <id>          delete a draft (a campaign that was scheduled or sent stays)',
    'campaign duplicate <id>       copy any campaign into a new draft ("Kopie von …" / "Copy of …")',
  ],
  async run(args, db, out) {
    const [sub, ...rest] = args.words;
    if (sub === 'list' && rest.length === 0) {
      const { rows } = await listCampaigns(db, { from: 'newest' });
      await out.print(
        formatTable(
          rows.map((row) => ({
            id: row.id,
            subject: row.subjectDe ?? row.subjectEn ?? '',
            audience: row.audience,
            status: row.status,
            sent: `${row.sent}/${row.total}`,
            createdAt: row.createdAt,
          })),
        ),
      );
      return 0;
    }
    if (sub === 'show' && rest.length === 1) return show(db, parsed(campaignInput, { id: rest[0] }).id, out);
    if (sub === 'create' && rest.length === 1) {
      let json: unknown;
      try {
        json = JSON.parse(rest[0]!);
      } catch {
        throw new UsageError();
      }
      const draft = campaignDraftSchema.safeParse(json);
      if (!draft.success) {
        await out.error(`Not a campaign: ${draft.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
        return 2;
      }
      const { id } = await writeCampaign(db, CLI, draft.data);
      await out.print(`Created the draft ${id}.`);
      return 0;
    }
    if (sub === 'schedule' && rest.length === 2) {
      return report(out, await scheduleCampaignAt(db, CLI, parsed(scheduleInput, { id: rest[0], sendAt: rest[1] })));
    }
    if (sub === 'test' && rest.length === 2) {
      const result = await sendCampaignTest(db, CLI, parsed(campaignTestInput, { id: rest[0], email: rest[1] }));
      if (result.code === 'test_queued' || result.code === 'test_queued_also') {
        await out.print(`A test is on its way to ${rest[1]}.`);
        return 0;
      }
      await out.error(TEST_REFUSALS[result.code].replace('{email}', rest[1]!).replace('{count}', String(CAMPAIGN_TEST_LIMITS.sends)));
      return 1;
    }
    if (sub && isMove(sub) && rest.length === 1) return report(out, await MOVES[sub](db, CLI, parsed(campaignInput, { id: rest[0] })));
    throw new UsageError();
  },
};

/** `newsletter reset-bounce <email>`: campaigns go to a bounced address again. */
export const newsletterCommand: AdminCommand = {
  name: 'newsletter',
  usage: ['newsletter reset-bounce <email>  campaigns go to an address again that had bounced'],
  async run(args, db, out) {
    const [sub, email, ...extra] = args.words;
    if (sub !== 'reset-bounce' || extra.length > 0) throw new UsageError();
    const { code } = await resetBounce(db, CLI, parsed(bounceByEmailInput, { email }));
    if (code === 'not_bounced') {
      await out.error(`No subscription of ${email} is marked as bounced.`);
      return 1;
    }
    await out.print(`Reset: campaigns go to ${email} again.`);
    return 0;
  },
};
