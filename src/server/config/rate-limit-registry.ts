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
  booking: {
    variable: 'RATE_LIMIT_BOOKING',
    fallback: '5/600',
    requests: "`POST /api/booking` and the booking page's form post (a consultation booked)",
  },
  /** Decision 0050: a booking's page, opened from its mails; a person opens it a few times, and moves or cancels once. */
  bookingLinks: {
    variable: 'RATE_LIMIT_BOOKING_LINKS',
    fallback: '60/600',
    requests: "a booking's own page, opened from its mails (`GET` and its buttons' `POST`)",
  },
  eventInterest: {
    variable: 'RATE_LIMIT_EVENT_INTEREST',
    fallback: '5/3600',
    requests: "`POST /api/events/interest` (a sign-up to a format's interest list)",
  },
  /** Decision 0051: the interest list's links, as the newsletter's: a person clicks one a few times. */
  eventInterestLinks: {
    variable: 'RATE_LIMIT_EVENT_INTEREST_LINKS',
    fallback: '60/600',
    requests: "the interest list's links: its confirmation and leave page (`GET` and its button's `POST`)",
  },
  /** Decision 0051: registrations for the firm's events. */
  eventRegistration: {
    variable: 'RATE_LIMIT_EVENT_REGISTRATION',
    fallback: '5/600',
    requests: "`POST /api/events/register` and an event page's form post (a registration for an event)",
  },
  /** Decision 0051: a registration's page and its personal join address, opened from its mails. */
  eventLinks: {
    variable: 'RATE_LIMIT_EVENT_LINKS',
    fallback: '60/600',
    requests: "a registration's own page and its personal join address, opened from its mails (`GET` and the page's buttons' `POST`)",
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
  /** Calendar apps fetch the private feed of the bookings from shared addresses: only a wrong or revoked key counts. */
  bookingsFeed: {
    variable: 'RATE_LIMIT_BOOKINGS_FEED',
    fallback: '30/600',
    requests: '`GET /api/operator/bookings.ics` with a wrong or revoked key (the private calendar feed of the bookings)',
  },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;
export type RateLimitVariable = (typeof RATE_LIMITS)[RateLimitName]['variable'];

/** The same setting for every limit, e.g. limits raised for a test run: `{ RATE_LIMIT_CONTACT: value, … }`. */
export const everyRateLimit = (value: string): Record<RateLimitVariable, string> =>
  Object.fromEntries(Object.values(RATE_LIMITS).map(({ variable }) => [variable, value])) as Record<RateLimitVariable, string>;
