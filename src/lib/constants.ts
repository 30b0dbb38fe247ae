/** spec §9: business constants shown on the site. One source; pages format them, never copy them. */
export const CONSULTATION_HOURS = { from: '14:00', to: '16:00' } as const;

/** spec §2 (not-found page): suggested blog searches. */
export const SUGGESTED_SEARCHES = ['Swiss ERP Integration', 'AI Accounting', 'Tax Automation', 'FINMA Compliance'] as const;
