import Bowser from 'bowser';
import { isbot } from 'isbot';
import type { DeviceClass } from '#lib/analytics.ts';
import { boundedMemo } from '#lib/bounded-memo.ts';

/**
 * User agents remembered at most: a day's visitors send a few hundred. Both answers are on every page
 * request's path while statistics are counted, and parsing one takes microseconds (decision 0036: counting costs
 * serving less than a twentieth).
 */
const KNOWN_AGENTS = 1000;
const robots = boundedMemo<boolean>(KNOWN_AGENTS);
const devices = boundedMemo<{ device: DeviceClass; browser: string }>(KNOWN_AGENTS);

/** Crawlers, monitors and headless browsers, by isbot's list; a request without a user agent too. */
export const isRobot = (userAgent: string | undefined): boolean => !userAgent || robots(userAgent, () => isbot(userAgent));

/** The device class and browser family of a user agent (bowser): all that is kept of it. */
export const deviceOf = (userAgent: string): { device: DeviceClass; browser: string } =>
  devices(userAgent, () => {
    const parsed = Bowser.parse(userAgent);
    const type = parsed.platform.type;
    const device: DeviceClass = type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : 'other';
    return { device, browser: parsed.browser.name ?? 'other' };
  });
