import type { PlainKey } from '#i18n/translate.ts';
import type { FieldErrors, FormReply } from './reply.ts';
import { emailAddress, formText, lengthWithin, problem, trim, withoutDisplayControls } from './validate.ts';
import { z } from '../validation/zod.ts';

export const WAITLIST_ENDPOINT = '/api/waitlist';

/** spec §5: without a chosen tier, a sign-up joins the general waiting list. */
export const GENERAL_WAITLIST = 'general_waitlist';

/** spec §5/§9 field limits of the waiting list. */
export const WAITLIST_LIMITS = {
  email: { min: 3, max: 255 },
  company: { max: 200 },
  motivation: { max: 500 },
} as const;

/**
 * The browser's own checks of the waiting-list fields (minlength/maxlength), repeating the limits above:
 * both count UTF-16 code units (docs/decisions/0012), so the browser never lets through what the server refuses.
 */
export const WAITLIST_INPUT_LIMITS = {
  email: { minLength: WAITLIST_LIMITS.email.min, maxLength: WAITLIST_LIMITS.email.max },
  company: { maxLength: WAITLIST_LIMITS.company.max },
  motivation: { maxLength: WAITLIST_LIMITS.motivation.max },
} as const;

const consentGiven = (value: unknown) => value === true || value === 'true' || value === 'on' || value === '1';
const INVALID_EMAIL = 'validation.waitlist.emailInvalid';
const trimmed = formText(trim);
const optionalText = (key: PlainKey, limits: { max: number }, text: z.ZodMiniType<string> = trimmed) =>
  z.pipe(
    z.pipe(text, lengthWithin(key, limits)),
    z.transform((value: string) => value || null),
  );

/**
 * spec §5 waiting-list submit: values trimmed, checked in this order (the order of the fields here),
 * the first failure wins: email required, email valid (3-255), privacy consent, company ≤ 200,
 * motivation ≤ 500.
 */
const waitlistFields = z.object({
  email: z.pipe(
    z.pipe(trimmed, z.string().check(z.minLength(1, problem('validation.waitlist.emailRequired')))),
    z.pipe(lengthWithin(INVALID_EMAIL, WAITLIST_LIMITS.email), emailAddress(INVALID_EMAIL)),
  ),
  consent: z.pipe(z.transform(consentGiven), z.literal(true, problem('validation.waitlist.consent'))),
  // Decision 0025: shown to the operator in the mail and the console, so without display controls.
  company: optionalText(
    'validation.waitlist.company',
    WAITLIST_LIMITS.company,
    z.pipe(trimmed, withoutDisplayControls('validation.waitlist.companyControls')),
  ),
  motivation: optionalText('validation.waitlist.motivation', WAITLIST_LIMITS.motivation),
  tier: z.pipe(
    trimmed,
    z.transform((tier: string) => tier || GENERAL_WAITLIST),
  ),
});

export type WaitlistField = keyof z.infer<typeof waitlistFields>;

/** What the form holds while the visitor fills it in: the texts as typed, the consent as a checkbox. */
export type WaitlistFormValues = { [Field in WaitlistField]: Field extends 'consent' ? boolean : string };
export const EMPTY_WAITLIST_VALUES: WaitlistFormValues = { email: '', company: '', tier: '', motivation: '', consent: false };

/** spec §3 names two fields otherwise: agreeToPrivacy, and industry (which holds the tier); those names are taken too. */
function withSpecNames(data: unknown): unknown {
  if (!data || typeof data !== 'object') return data;
  const { consent, agreeToPrivacy, tier, industry } = data as Record<string, unknown>;
  return { ...data, consent: consent ?? agreeToPrivacy, tier: typeof tier === 'string' && tier.trim() ? tier : industry };
}

/** The consent is required but not part of the entry: the consent record is stored with it instead. */
export const waitlistSchema = z.pipe(
  z.pipe(z.transform(withSpecNames), waitlistFields),
  z.transform(({ consent: _given, ...entry }: z.infer<typeof waitlistFields>) => entry),
);

/** What a sign-up stores: email, company or null, tier, motivation or null (spec §3 submission payload). */
export type WaitlistEntry = z.infer<typeof waitlistSchema>;

/** spec §8 tells a malformed address apart from the refusals of the other rules: it has its own marker and text. */
export type WaitlistCode = 'ok' | 'invalid' | 'invalid_email' | 'email_taken' | 'tier_full' | 'unknown_tier';
export type WaitlistReply = FormReply<WaitlistCode, WaitlistField>;

export const invalidWaitlistCode = (errors: FieldErrors<WaitlistField>): WaitlistCode =>
  errors.email === INVALID_EMAIL ? 'invalid_email' : 'invalid';

/**
 * spec §8: the refusals the wizard words itself, each with the English marker its message carries on
 * the wire (the API of the spec is recognised by it); any other refusal gets the general error.
 */
export const WAITLIST_REFUSALS = {
  email_taken: { marker: 'Email already registered', key: 'waitlist.error.emailTaken' },
  rate_limited: { marker: 'Rate limit exceeded', key: 'waitlist.error.rateLimited' },
  invalid_email: { marker: 'Invalid email format', key: 'waitlist.error.invalidEmail' },
} as const satisfies Partial<Record<WaitlistReply['code'], { marker: string; key: PlainKey }>>;

type Refusal = keyof typeof WAITLIST_REFUSALS;
export type WaitlistRefusalKey = (typeof WAITLIST_REFUSALS)[Refusal]['key'] | 'waitlist.error.general';

const isRefusal = (code: string): code is Refusal => Object.hasOwn(WAITLIST_REFUSALS, code);

/** spec §8: the dictionary key of the text the visitor sees for a refused sign-up. */
export const waitlistRefusalKey = (code: WaitlistReply['code']): WaitlistRefusalKey =>
  isRefusal(code) ? WAITLIST_REFUSALS[code].key : 'waitlist.error.general';
