/**
 * What a campaign's test may do (decision 0042): go to the operator who asks and to at most this many of the
 * firm's listed addresses (site.config.ts `email.campaignTests`), and be sent at most `sends` times by one
 * operator (or the command line) within `minutes`: a test is no way to mail many people, or one person many times.
 */
export const CAMPAIGN_TEST_LIMITS = {
  firmAddresses: 3,
  sends: 5,
  minutes: 10,
} as const;

/** The field of the firm's listed address number `index` on the test's form: a ticked box posts the address. */
export const firmAddressField = (index: number): string => `also${index}`;

/** The addresses whose boxes were ticked, from a posted form's fields. */
export const tickedFirmAddresses = (data: Record<string, unknown>): string[] =>
  Object.entries(data).flatMap(([name, value]) => (/^also\d+$/.test(name) && typeof value === 'string' ? [value] : []));
