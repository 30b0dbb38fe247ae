import type { APIRoute } from 'astro';
import { ICONS } from '#lib/share/images.ts';
import { renderIcon } from '#lib/share/icons.ts';

const APP_ICONS = [ICONS.app192, ICONS.app512];

/** The web app manifest's icons (/icons/icon-192.png, /icons/icon-512.png); the larger is also the Organization's logo. */
export function getStaticPaths() {
  return APP_ICONS.map((icon) => ({ params: { icon: icon.path.replace(/^\/icons\/|\.png$/g, '') }, props: { size: icon.size } }));
}

export const GET: APIRoute<{ size: number }> = async ({ props }) =>
  new Response(new Uint8Array(await renderIcon(props.size)), { headers: { 'Content-Type': 'image/png' } });
