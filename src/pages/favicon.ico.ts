import type { APIRoute } from 'astro';
import { ICONS } from '../lib/share/images.ts';
import { icoFromPng, renderIcon } from '../lib/share/icons.ts';

/** /favicon.ico: what browsers and crawlers ask for when a page names no icon they read (the SVG's raster twin). */
export const GET: APIRoute = async () => {
  const { size } = ICONS.favicon;
  return new Response(new Uint8Array(icoFromPng(await renderIcon(size), size)), { headers: { 'Content-Type': 'image/x-icon' } });
};
