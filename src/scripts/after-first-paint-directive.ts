import type { ClientDirective } from 'astro';
import { afterFirstPaint } from './after-first-paint.ts';

/**
 * `client:after-first-paint`: hydrates an island that must come to life wherever it is on the page
 * (the blog's filter applies ?search= at once), but only after the first paint, so that React is
 * not fetched before the page is shown.
 */
const afterFirstPaintDirective: ClientDirective = (load) => {
  afterFirstPaint(() => {
    void load().then((hydrate) => hydrate());
  });
};

export default afterFirstPaintDirective;
