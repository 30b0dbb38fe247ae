import type { Translate } from '#i18n/console-translate.ts';
import { GENERAL_WAITLIST } from '../forms/waitlist.ts';
import { TIERS } from '../tiers.ts';

/** A tier's name as the wizard shows it; a tier the site does not offer by name keeps its id. */
export function tierLabel(tier: string, t: Translate): string {
  if (tier === TIERS.foundersBeta) return t('waitlist.offer.founders');
  if (tier === TIERS.earlyAccess) return t('waitlist.offer.early');
  if (tier === GENERAL_WAITLIST) return t('console.waitlist.generalWaitlist');
  return tier;
}
