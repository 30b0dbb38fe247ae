import type { APIRoute } from 'astro';
import { ICONS } from '../lib/share/images.ts';
import { renderIcon } from '../lib/share/icons.ts';

/** /apple-touch-icon.png: the home-screen icon of Apple's devices, without transparency. */
export const GET: APIRoute = async () =>
  new Response(new Uint8Array(await renderIcon(ICONS.appleTouch.size, { opaque: true })), { headers: { 'Content-Type': 'image/png' } });
