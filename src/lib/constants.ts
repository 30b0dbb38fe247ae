/** spec §9: business constants shown on the site. One source; pages format them, never copy them. */
/** spec §9: phone support, Monday to Friday. */
export const PHONE_SUPPORT_HOURS = { from: '9:00', to: '18:00' } as const;

/**
 * spec §2 (not-found page): the suggested blog searches, texts under `notFound.search.*`. Each searches for
 * its text in the page's language, since the blog searches the words its posts show (spec §5).
 */
export const SUGGESTED_SEARCHES = ['erpIntegration', 'aiAccounting', 'taxAutomation', 'regulatorCompliance'] as const;

/** spec §9: prices in CHF. */
export const PRICES_CHF = {
  processAnalysis: 390,
  automationPilot: 890,
  customAutomation: 2390,
  connectorAudit: 490,
  standardSync: 1390,
  customApiEnterprise: 3990,
} as const;

export type PriceId = keyof typeof PRICES_CHF;

/** spec §9: prices that start at a value ("from CHF 2'390"). */
export const PRICES_FROM: ReadonlySet<PriceId> = new Set(['customAutomation', 'customApiEnterprise']);

export const HOSTING_CHF_PER_MONTH = { from: 149, to: 399 } as const;
export const SUPPORT_CHF_PER_HOUR = 180;
export const SUPPORT_AFTER_MONTHS = 3;
export const PILOT_WEEKS = 4;
export const FREE_CONSULTATION_MINUTES = 15;

/** spec §9: the auth placeholder sends visitors home after 5 seconds. */
export const AUTH_REDIRECT_MS = 5000;

/** Version of the privacy notice a consent refers to (the legal text's date); recorded with every consent. */
export const PRIVACY_TEXT_VERSION = '2026-11-27';
