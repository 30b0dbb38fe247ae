import { parse, type HTMLElement } from 'node-html-parser';

export function parseHtml(html: string): HTMLElement {
  return parse(html, { comment: false, blockTextElements: { script: true, style: true } });
}

/** Every same-site address a page refers to: links, scripts, stylesheets, images, icons. */
export function internalReferences(document: HTMLElement, pageUrl: string, options: { skipLanguageSwitch?: boolean } = {}): string[] {
  const origin = new URL(pageUrl).origin;
  const found = new Set<string>();
  const add = (value: string | undefined) => {
    if (!value || value.startsWith('#') || /^(mailto|tel|data|javascript):/i.test(value)) return;
    const url = new URL(value, pageUrl);
    if (url.origin !== origin) return;
    url.hash = '';
    found.add(url.href);
  };
  for (const element of document.querySelectorAll('a[href], link[href]')) {
    const rel = element.getAttribute('rel') ?? '';
    if (/\b(canonical|alternate)\b/.test(rel)) continue; // absolute SITE_URL addresses, checked separately
    if (options.skipLanguageSwitch && element.hasAttribute('data-lang-switch')) continue;
    add(element.getAttribute('href'));
  }
  for (const element of document.querySelectorAll('script[src], img[src], source[src]')) add(element.getAttribute('src'));
  for (const element of document.querySelectorAll('astro-island')) {
    add(element.getAttribute('component-url'));
    add(element.getAttribute('renderer-url'));
  }
  return [...found];
}
