import type { KeyWith } from '#i18n/console-translate.ts';
import { campaignDraftSchema, type CampaignDraft } from '#lib/campaigns.ts';
import type { IntentOf } from '#lib/console/intent.ts';
import type { Notice } from '#lib/console/notices.ts';
import { campaignPath, CONSOLE_PATHS } from '#lib/console/routes.ts';
import { tickedFirmAddresses } from '#lib/campaign-tests.ts';
import type { CampaignRow } from '#server/campaigns/campaigns.repo.ts';
import { sendCampaignTest } from '../actions/campaign-test.actions.ts';
import {
  campaignInput,
  cancelSending,
  deleteCampaign,
  duplicateCampaign,
  pauseSending,
  publishInArchive,
  unpublishFromArchive,
  resumeSending,
  saveCampaign,
  scheduleCampaignAt,
  scheduleInput,
  sendCampaign,
  unscheduleCampaignNow,
  writeCampaign,
} from '../actions/campaigns.actions.ts';
import { notifying, type ConsolePost, type ConsolePosts, type PostAnswer } from './console-route.ts';
import { noticeHref } from './query.ts';

/** The campaign form's fields. */
export const DRAFT_FIELDS = ['subjectDe', 'bodyDe', 'subjectEn', 'bodyEn', 'audience'] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];

/** The form as the operator filled it in, and what is wrong with which field (dictionary keys). */
export interface DraftForm {
  values: Partial<Record<DraftField, string>>;
  errors: Partial<Record<DraftField, KeyWith<never>>>;
}

/** What a campaign's page shows after a post: the form again with its errors, or the step before sending or cancelling. */
export type CampaignView = { step: 'form'; form: DraftForm } | { step: 'confirm_send' | 'confirm_cancel' | 'confirm_delete' };

const ERRORS = {
  incomplete: 'console.campaigns.error.incomplete',
  nothing_to_send: 'console.campaigns.error.nothingToSend',
} as const;

/** The form's fields checked against the campaign's schema: the draft, or the form again with each field's error. */
function readDraft(data: Record<string, unknown>): { draft: CampaignDraft } | { form: DraftForm } {
  const values = Object.fromEntries(DRAFT_FIELDS.flatMap((field) => (typeof data[field] === 'string' ? [[field, data[field]]] : [])));
  const parsed = campaignDraftSchema.safeParse(values);
  if (parsed.success) return { draft: parsed.data };
  const errors: DraftForm['errors'] = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (!DRAFT_FIELDS.includes(field as DraftField) || errors[field as DraftField]) continue;
    errors[field as DraftField] =
      issue.code === 'too_big'
        ? 'console.campaigns.error.tooLong'
        : (ERRORS[issue.message as keyof typeof ERRORS] ?? 'console.common.notice.invalid');
  }
  return { form: { values, errors } };
}

/** The form filled with a campaign's text as stored. */
export const storedDraft = (campaign: CampaignRow): DraftForm => ({
  values: {
    subjectDe: campaign.subjectDe ?? '',
    bodyDe: campaign.bodyDe ?? '',
    subjectEn: campaign.subjectEn ?? '',
    bodyEn: campaign.bodyEn ?? '',
    audience: campaign.audience,
  },
  errors: {},
});

const formAgain = (form: DraftForm): PostAnswer<CampaignView> => ({ view: { step: 'form', form }, status: 400 });

/** The new campaign's form: the draft written, then its own page (303) with the notice. */
export const newCampaignPosts = {
  create: async ({ data, db, operator, href, url }) => {
    const read = readDraft(data);
    if ('form' in read) return formAgain(read.form);
    const { id } = await writeCampaign(db, operator, read.draft);
    const location = noticeHref(new URL(href(campaignPath(id)), url), { code: 'campaign_created' });
    return { response: new Response(null, { status: 303, headers: { Location: location } }) };
  },
} satisfies ConsolePosts<CampaignView>;

/** A 303 to a console page (in the page's language) with an action's notice. */
const redirectWith = ({ href, url }: ConsolePost, path: string, notice: Notice): { response: Response } => ({
  response: new Response(null, { status: 303, headers: { Location: noticeHref(new URL(href(path), url), notice) } }),
});

/** The post's fields with the campaign's id from the page's address. */
const withId = (post: ConsolePost, id: string): ConsolePost => ({ ...post, data: { ...post.data, id } });

/**
 * A campaign page's forms (the campaign's id from the address): save its text, send a test to the signed-in
 * operator, schedule or unschedule it, send it now, cancel it and delete a draft each after a confirmation
 * step, pause and resume its sending, copy it into a new draft.
 */
export const campaignPosts = (id: string) =>
  ({
    save: async (post) => {
      const read = readDraft(post.data);
      if ('form' in read) return formAgain(read.form);
      return { notice: await saveCampaign(post.db, post.operator, { id }, read.draft) };
    },
    test: (post) =>
      notifying(campaignInput, async ({ db, operator }, input) =>
        sendCampaignTest(db, operator, { ...input, email: operator.email, also: tickedFirmAddresses(post.data) }),
      )(withId(post, id)),
    schedule: (post) => notifying(scheduleInput, ({ db, operator }, input) => scheduleCampaignAt(db, operator, input))(withId(post, id)),
    unschedule: (post) =>
      notifying(campaignInput, ({ db, operator }, input) => unscheduleCampaignNow(db, operator, input))(withId(post, id)),
    pause: (post) => notifying(campaignInput, ({ db, operator }, input) => pauseSending(db, operator, input))(withId(post, id)),
    publish: (post) => notifying(campaignInput, ({ db, operator }, input) => publishInArchive(db, operator, input))(withId(post, id)),
    unpublish: (post) => notifying(campaignInput, ({ db, operator }, input) => unpublishFromArchive(db, operator, input))(withId(post, id)),
    resume: (post) => notifying(campaignInput, ({ db, operator }, input) => resumeSending(db, operator, input))(withId(post, id)),
    confirm_send: async () => ({ view: { step: 'confirm_send' } }),
    send: (post) => notifying(campaignInput, ({ db, operator }, input) => sendCampaign(db, operator, input))(withId(post, id)),
    confirm_cancel: async () => ({ view: { step: 'confirm_cancel' } }),
    confirm_delete: async () => ({ view: { step: 'confirm_delete' } }),
    // A deleted draft's page is gone: the list says it was deleted.
    delete: async (post) => {
      const result = await deleteCampaign(post.db, post.operator, { id });
      return result.code === 'campaign_deleted' ? redirectWith(post, CONSOLE_PATHS.campaigns, result) : { notice: result };
    },
    // The copy opens at once, to be edited.
    duplicate: async (post) => {
      const { id: copy, ...result } = await duplicateCampaign(post.db, post.operator, { id });
      return copy ? redirectWith(post, campaignPath(copy), result) : { notice: result };
    },
    cancel: (post) => notifying(campaignInput, ({ db, operator }, input) => cancelSending(db, operator, input))(withId(post, id)),
  }) satisfies ConsolePosts<CampaignView>;

/** What the new campaign's form may post. */
export type NewCampaignIntent = IntentOf<typeof newCampaignPosts>;
/** What a campaign page's forms may post. */
export type CampaignIntent = IntentOf<ReturnType<typeof campaignPosts>>;
