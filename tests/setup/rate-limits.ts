/** Every browser test comes from the same address: the per-address limits are raised (the API suites test them). */
export const E2E_RATE_LIMITS = {
  RATE_LIMIT_CONTACT: '1000/60',
  RATE_LIMIT_NEWSLETTER: '1000/60',
  RATE_LIMIT_WAITLIST: '1000/60',
  RATE_LIMIT_SECURITY_EVENTS: '1000/60',
  RATE_LIMIT_CHAT: '1000/60',
  RATE_LIMIT_LINKEDIN_DRAFT: '1000/60',
};
