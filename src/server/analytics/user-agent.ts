import Bowser from 'bowser';
import { isbot } from 'isbot';
import type { DeviceClass } from '#lib/analytics.ts';

/** Crawlers, monitors and headless browsers, by isbot's list; a request without a user agent too. */
export const isRobot = (userAgent: string | undefined): boolean => !userAgent || isbot(userAgent);

/** The device class and browser family of a user agent (bowser): all that is kept of it. */
export function deviceOf(userAgent: string): { device: DeviceClass; browser: string } {
  const parsed = Bowser.parse(userAgent);
  const type = parsed.platform.type;
  const device: DeviceClass = type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : 'other';
  return { device, browser: parsed.browser.name ?? 'other' };
}
