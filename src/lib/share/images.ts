import type { Locale } from '#i18n/config.ts';

/** The size Open Graph and X show a large card at (1.91:1); every share image is rendered at exactly this. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** A share image must stay small enough for every network's crawler to fetch it quickly. */
export const SHARE_IMAGE_MAX_BYTES = 80 * 1024;

/**
 * The share image of a page in one language: '/' in German → '/og/de.png', '/blog/x' in English →
 * '/og/en/blog/x.png'. The page's language-neutral path is kept, so each page has its own file.
 */
export function shareImagePath(path: string, locale: Locale): string {
  return path === '/' ? `/og/${locale}.png` : `/og/${locale}${path}.png`;
}

/** The square icons the site ships besides /favicon.svg, each rendered from it (src/pages/). */
export const ICONS = {
  favicon: { path: '/favicon.ico', size: 32 },
  appleTouch: { path: '/apple-touch-icon.png', size: 180 },
  app192: { path: '/icons/icon-192.png', size: 192 },
  app512: { path: '/icons/icon-512.png', size: 512 },
} as const;

export const WEB_MANIFEST_PATH = '/manifest.webmanifest';
