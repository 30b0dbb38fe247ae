import type { Locale } from '#i18n/config.ts';
import { z } from 'zod';
import { strippedLine, strippedText } from './validation/display-controls.ts';

/** Where a campaign stands (decision 0035): written, waiting for its time, sending, held, done, or called off. */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Who receives it: the German subscribers, the English ones, or both, each in their own language. */
export const CAMPAIGN_AUDIENCES = ['de', 'en', 'both'] as const;
export type CampaignAudience = (typeof CAMPAIGN_AUDIENCES)[number];

/**
 * One campaign mail's fate: waiting, delivered, given up, refused for good (a bounce), not sent (cancelled), or
 * not sent because the subscriber unsubscribed (or was erased) before it went (withdrawn, decision 0038).
 */
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'bounced', 'cancelled', 'withdrawn'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Statuses in which the campaign's text can still be changed. */
export const EDITABLE_STATUSES: readonly CampaignStatus[] = ['draft', 'scheduled'];

export const CAMPAIGN_LIMITS = {
  subject: { max: 200 },
  body: { max: 100_000 },
} as const;

/**
 * The operator's own text loses the display controls (decision 0042): a line break pasted from a word processor
 * (U+000B, Word's Shift+Enter) becomes one, every other control and bidi override is dropped – XML has no place
 * for C0 controls (the archive's feed) and an override would turn the archive's title around.
 */
const withoutControls = { line: strippedLine, text: strippedText };

const optionalText = (max: number, shape: keyof typeof withoutControls) =>
  z
    .string()
    .max(max)
    .transform((value) => withoutControls[shape](value).trim())
    .optional()
    .default('');

/**
 * A campaign as the console's form and the command line send it: a subject and a Markdown body per language
 * (a language is written when both are given, left out when both are empty) and the audience.
 */
export const campaignDraftSchema = z
  .object({
    subjectDe: optionalText(CAMPAIGN_LIMITS.subject.max, 'line'),
    bodyDe: optionalText(CAMPAIGN_LIMITS.body.max, 'text'),
    subjectEn: optionalText(CAMPAIGN_LIMITS.subject.max, 'line'),
    bodyEn: optionalText(CAMPAIGN_LIMITS.body.max, 'text'),
    audience: z.enum(CAMPAIGN_AUDIENCES).default('both'),
  })
  .superRefine((draft, context) => {
    for (const locale of ['de', 'en'] as const) {
      const { subject, body } = versionOf(draft, locale);
      if ((subject === '') !== (body === ''))
        context.addIssue({ code: 'custom', path: [subject === '' ? subjectKey(locale) : bodyKey(locale)], message: 'incomplete' });
    }
    if (sendLocales(draft).length === 0) context.addIssue({ code: 'custom', path: ['audience'], message: 'nothing_to_send' });
  });

export type CampaignDraft = z.output<typeof campaignDraftSchema>;

const subjectKey = (locale: Locale) => (locale === 'de' ? 'subjectDe' : 'subjectEn');
const bodyKey = (locale: Locale) => (locale === 'de' ? 'bodyDe' : 'bodyEn');

/** A campaign's text in one language; empty strings when that language is not written. */
export function versionOf(
  campaign: { subjectDe: string | null; bodyDe: string | null; subjectEn: string | null; bodyEn: string | null },
  locale: Locale,
): { subject: string; body: string } {
  return { subject: campaign[subjectKey(locale)] ?? '', body: campaign[bodyKey(locale)] ?? '' };
}

/** The languages a campaign goes out in: those of its audience that are written (decision 0035: one written language, one audience). */
export function sendLocales(campaign: Parameters<typeof versionOf>[0] & { audience: CampaignAudience }): Locale[] {
  const wanted: Locale[] = campaign.audience === 'both' ? ['de', 'en'] : [campaign.audience];
  return wanted.filter((locale) => {
    const { subject, body } = versionOf(campaign, locale);
    return subject !== '' && body !== '';
  });
}
