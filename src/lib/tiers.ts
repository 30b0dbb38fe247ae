/** spec §3/§9: the beta tiers a waiting-list entry can ask for. */
export const TIERS = {
  foundersBeta: 'founders_beta',
  earlyAccess: 'early_access',
} as const;

/** spec §7: where the tier availability records are read (src/pages/api/tiers.ts). */
export const TIERS_ENDPOINT = '/api/tiers';

/** spec §3: tier availability record. */
export interface TierAvailability {
  tier: string;
  total_slots: number;
  accepted_count: number;
  available_slots: number;
}

/** spec §3: what the wizard shows until (or when it cannot) load the real figures; the seed migration starts from the same. */
export const DEFAULT_TIER_AVAILABILITY: readonly TierAvailability[] = [
  { tier: TIERS.foundersBeta, total_slots: 3, accepted_count: 3, available_slots: 0 },
  { tier: TIERS.earlyAccess, total_slots: 25, accepted_count: 8, available_slots: 17 },
];

/** A tier availability list as received from the server, or null when it does not have that shape. */
export function parseTierAvailability(value: unknown): TierAvailability[] | null {
  if (!Array.isArray(value)) return null;
  const valid = (value as unknown[]).every((row) => {
    if (row === null || typeof row !== 'object') return false;
    const fields = row as Record<string, unknown>;
    return (
      typeof fields.tier === 'string' &&
      ['total_slots', 'accepted_count', 'available_slots'].every((key) => Number.isInteger(fields[key]) && (fields[key] as number) >= 0)
    );
  });
  return valid ? (value as TierAvailability[]) : null;
}
