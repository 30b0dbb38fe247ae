import type { APIRoute } from 'astro';
import siteConfig from '#site.config.ts';
import { DEFAULT_LOCALE } from '../i18n/config.ts';
import { BRAND } from '../lib/share/brand.ts';
import { ICONS } from '../lib/share/images.ts';

/** The web app manifest: name, brand colour and the icons a device shows when the site is added to it. */
export const GET: APIRoute = () => {
  const manifest = {
    name: siteConfig.companyName,
    short_name: siteConfig.companyName,
    lang: DEFAULT_LOCALE,
    start_url: '/',
    scope: '/',
    display: 'browser',
    theme_color: BRAND.primary,
    background_color: '#ffffff',
    icons: [ICONS.app192, ICONS.app512].map(({ path, size }) => ({
      src: path,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
  return new Response(JSON.stringify(manifest, null, 2), { headers: { 'Content-Type': 'application/manifest+json' } });
};
