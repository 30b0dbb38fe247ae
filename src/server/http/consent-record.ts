import type { Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { PRIVACY_TEXT_VERSION } from '#lib/constants.ts';
import type { ConsentMeta } from '../db/schema.ts';
import type { SubmissionContext } from './submission-endpoint.ts';

/**
 * spec §3: the consent record of a submission that rests on consent: when, in which language, from
 * which page (the home page when the request did not say), which privacy text and whose hashed address.
 */
export function consentRecord(context: SubmissionContext, now = new Date()): ConsentMeta & { consentLanguage: Locale } {
  return {
    consentAt: now,
    consentLanguage: context.locale,
    consentSourcePage: context.sourcePage || localizePath('/', context.locale),
    privacyVersion: PRIVACY_TEXT_VERSION,
    clientHash: context.clientHash,
  };
}
