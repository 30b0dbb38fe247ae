import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_TIER_AVAILABILITY, parseTierAvailability, TIERS_ENDPOINT, type TierAvailability } from '#lib/tiers.ts';

/**
 * spec §4/§7: the tier availability, loaded when the wizard appears and again on `reload()`.
 * When loading fails the spec §3 defaults stay and the failure is only logged.
 */
export function useTierAvailability(): { tiers: readonly TierAvailability[]; reload: () => void } {
  const [tiers, setTiers] = useState<readonly TierAvailability[]>(DEFAULT_TIER_AVAILABILITY);
  const reload = useCallback(() => {
    fetch(TIERS_ENDPOINT, { headers: { Accept: 'application/json' } })
      .then(async (response) => {
        const parsed = response.ok ? parseTierAvailability(await response.json()) : null;
        if (!parsed) throw new Error(`tier availability unavailable (HTTP ${response.status})`);
        setTiers(parsed);
      })
      .catch((error: unknown) => console.warn('Keeping the default tier availability:', error));
  }, []);
  useEffect(reload, [reload]);
  return { tiers, reload };
}
