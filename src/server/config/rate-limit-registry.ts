/**
 * Every per-address rate limit, one line each: the limit's name, the environment variable that sets it,
 * its default as "count/seconds" and the requests it limits (Markdown, for docs/configuration.md). The names, the environment schema, the check of `.env.example`
 * and the tests' settings all come from this list. It imports nothing, so the environment schema can
 * read it without importing the limiters.
 */
export const RATE_LIMITS = {
  contact: { variable: 'RATE_LIMIT_CONTACT', fallback: '5/600', requests: '`POST /api/contact`' },
  newsletter: { variable: 'RATE_LIMIT_NEWSLETTER', fallback: '5/3600', requests: '`POST /api/newsletter`' },
  waitlist: { variable: 'RATE_LIMIT_WAITLIST', fallback: '3/3600', requests: '`POST /api/waitlist`' },
  /** Decision 0039: a person clicks a link a few times; the one-click POST counts only links that are unknown. */
  newsletterLinks: {
    variable: 'RATE_LIMIT_NEWSLETTER_LINKS',
    fallback: '60/600',
    requests:
      "the newsletter mails' links: the confirmation and unsubscribe pages (`GET` and their button's `POST`), and the one-click `POST /api/newsletter/unsubscribe` with an unknown link",
  },
  securityEvents: { variable: 'RATE_LIMIT_SECURITY_EVENTS', fallback: '60/60', requests: '`POST /api/security-events`' },
  chat: { variable: 'RATE_LIMIT_CHAT', fallback: '30/600', requests: '`POST /api/chat` (questions to the site assistant)' },
  linkedinDraft: {
    variable: 'RATE_LIMIT_LINKEDIN_DRAFT',
    fallback: '10/600',
    requests: "`POST /api/linkedin-draft` (the LinkedIn generator's drafts by the language model)",
  },
  /** The passkey ceremonies of the console's sign-in, invite and account pages: two requests per attempt, so 10 attempts (a change of the account confirmed with a passkey takes one, adding a passkey three). */
  operatorSignIn: {
    variable: 'RATE_LIMIT_OPERATOR_SIGN_IN',
    fallback: '20/600',
    requests:
      "the operator console's passkey endpoints: sign-in, invite, adding a passkey and confirming a change of one's account (`POST /api/operator/*`; two requests per sign-in, one per confirmation, three per added passkey)",
  },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;
export type RateLimitVariable = (typeof RATE_LIMITS)[RateLimitName]['variable'];

/** The same setting for every limit, e.g. limits raised for a test run: `{ RATE_LIMIT_CONTACT: value, … }`. */
export const everyRateLimit = (value: string): Record<RateLimitVariable, string> =>
  Object.fromEntries(Object.values(RATE_LIMITS).map(({ variable }) => [variable, value])) as Record<RateLimitVariable, string>;
