import type { APIRoute } from 'astro';
import siteConfig from '#site.config.ts';
import { shareCards, type ShareCard } from '#content/share-cards.ts';
import { LOCALES } from '#i18n/config.ts';
import { HERO_SIZE } from '#lib/share/card.tsx';
import { shareImagePath } from '#lib/share/images.ts';
import { rasterDataUrl, renderShareImage, svgDataUrl } from '#lib/share/render.ts';

/** Every indexable page's share image in each language, written as a static file when the site is built. */
export async function getStaticPaths() {
  const cards = (await Promise.all(LOCALES.map(shareCards))).flat();
  return cards.map((card) => ({
    params: { card: shareImagePath(card.path, card.locale).replace(/^\/og\/|\.png$/g, '') },
    props: { card },
  }));
}

export const GET: APIRoute<{ card: ShareCard }> = async ({ props: { card } }) => {
  const png = await renderShareImage({
    title: card.title,
    description: card.description,
    section: card.section,
    brand: siteConfig.companyName,
    mark: await svgDataUrl('/favicon.svg'),
    hero: card.hero && (await rasterDataUrl(card.hero, HERO_SIZE)),
  });
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
