import { everyRateLimit } from '#server/config/rate-limit-registry.ts';

/** Every browser test comes from the same address: the per-address limits are raised (the API suites test them). */
export const E2E_RATE_LIMITS = everyRateLimit('1000/60');
