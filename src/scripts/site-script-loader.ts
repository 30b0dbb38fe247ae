import { afterFirstPaint } from './after-first-paint.ts';

/** Marks the template that holds the site's script (src/components/layout/SiteScript.astro). */
export const SITE_SCRIPT_TEMPLATE_ATTRIBUTE = 'data-site-script';

/**
 * Inserts the site's script after the first paint. It waits in a <template>, where the browser neither
 * fetches nor runs it, so that nothing but the page and its stylesheet is loaded before the page is
 * shown (decision 0020). This loader imports nothing else, so the build writes it into the page.
 */
export function loadSiteScriptAfterFirstPaint(): void {
  afterFirstPaint(() => {
    const template = document.querySelector<HTMLTemplateElement>(`template[${SITE_SCRIPT_TEMPLATE_ATTRIBUTE}]`);
    if (template) document.body.append(document.importNode(template.content, true));
  });
}
