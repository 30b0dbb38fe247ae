import { FREE_CONSULTATION_MINUTES } from '#lib/constants.ts';
import { ZURICH_TIME_ZONE } from '#lib/zurich-time.ts';
import siteConfig from '#site.config.ts';
import type { AvailabilityRules } from './availability.ts';

/** The firm's booking rules (site.config.ts `booking`, decision 0049), a consultation as long as spec §9 says. */
export const bookingRules = (): AvailabilityRules => {
  const { weeklyHours, bufferMinutes, minNoticeHours, horizonDays, maxPerDay } = siteConfig.booking;
  return {
    timeZone: ZURICH_TIME_ZONE,
    weeklyHours,
    slotMinutes: FREE_CONSULTATION_MINUTES,
    bufferMinutes,
    minNoticeMinutes: minNoticeHours * 60,
    horizonDays,
    maxPerDay,
  };
};
