import siteConfig from '#site.config.ts';
import type { ShareCard } from '#content/share-cards.ts';
import { renderShareImage, svgDataUrl } from '#lib/share/render.ts';

/** How many issues' share images the process keeps rendered (a few dozen kilobytes each). */
export const ISSUE_SHARE_IMAGE_CACHE_SIZE = 200;

const rendered = new Map<string, Promise<Buffer>>();

/**
 * A published issue's share image: rendered on its first request (an issue is published after the build)
 * and kept, the least recently asked for going first. A sent campaign's text does not change, so its slug,
 * language and publication name one image.
 */
export function issueShareImage(card: ShareCard, publishedAt: Date): Promise<Buffer> {
  const key = `${card.locale}${card.path}@${publishedAt.toISOString()}`;
  let image = rendered.get(key);
  if (image) rendered.delete(key);
  else
    image = (async () =>
      renderShareImage({
        title: card.title,
        description: card.description,
        section: card.section,
        brand: siteConfig.companyName,
        mark: await svgDataUrl('/favicon.svg'),
      }))();
  rendered.set(key, image);
  // A failed rendering is tried again by the next request rather than remembered.
  image.catch(() => rendered.delete(key));
  for (const oldest of rendered.keys()) {
    if (rendered.size <= ISSUE_SHARE_IMAGE_CACHE_SIZE) break;
    rendered.delete(oldest);
  }
  return image;
}
