import { gzipSync } from 'node:zlib';
import { parse } from 'node-html-parser';
import { ON_DEMAND_SCRIPT_ATTRIBUTE } from '#scripts/on-demand-script.ts';
import { DEFERRED_ISLAND_DIRECTIVES } from './limits.ts';

export interface PageWeight {
  /** All JavaScript loaded before interaction, island code included. */
  scriptBytes: number;
  /** The directives of islands that load their code before interaction (`load`, `idle`, …). */
  eagerIslands: string[];
  /** How many islands wait to be seen or focused. */
  deferredIslands: number;
  styleBytes: number;
  hasForm: boolean;
  /** Addresses of resources on another origin (the site loads none at all). */
  thirdParty: string[];
}

/** Reads a built asset by its site path ('/_astro/x.js'); returns undefined when it is not a local file. */
export type AssetReader = (sitePath: string) => string | undefined;

const gzipSize = (text: string) => gzipSync(text, { level: 9 }).length;
const STATIC_IMPORT = /(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g;

/** A module and everything it imports statically, each counted once. */
function moduleGraph(entry: string, read: AssetReader, seen: Set<string>): number {
  if (seen.has(entry)) return 0;
  seen.add(entry);
  const source = read(entry);
  if (source === undefined) return 0;
  let total = gzipSize(source);
  for (const match of source.matchAll(STATIC_IMPORT)) {
    const specifier = match[1]!;
    if (specifier.startsWith('.') || specifier.startsWith('/')) {
      total += moduleGraph(new URL(specifier, `http://site${entry}`).pathname, read, seen);
    }
  }
  return total;
}

export function measurePage(html: string, read: AssetReader): PageWeight {
  const document = parse(html, { blockTextElements: { script: true, style: true } });
  const seen = new Set<string>();
  const thirdParty: string[] = [];
  let scriptBytes = 0;
  let styleBytes = 0;
  const eagerIslands: string[] = [];
  let deferredIslands = 0;

  for (const script of document.querySelectorAll('script')) {
    const type = script.getAttribute('type') ?? '';
    if (type === 'application/ld+json' || type === 'application/json') continue;
    // Inserted only when the visitor asks for what it does (decision 0052): not loaded before interaction.
    if (script.closest(`template[${ON_DEMAND_SCRIPT_ATTRIBUTE}]`)) continue;
    const src = script.getAttribute('src');
    if (src === undefined) scriptBytes += gzipSize(script.text);
    else if (/^(https?:)?\/\//.test(src)) thirdParty.push(src);
    else scriptBytes += moduleGraph(src, read, seen);
  }
  for (const link of document.querySelectorAll('link[rel="modulepreload"]')) {
    scriptBytes += moduleGraph(link.getAttribute('href') ?? '', read, seen);
  }
  for (const island of document.querySelectorAll('astro-island')) {
    const directive = island.getAttribute('client') ?? '';
    if (DEFERRED_ISLAND_DIRECTIVES.includes(directive)) {
      deferredIslands += 1;
      continue;
    }
    eagerIslands.push(directive);
    for (const attribute of ['component-url', 'renderer-url']) {
      const url = island.getAttribute(attribute);
      if (url) scriptBytes += moduleGraph(url, read, seen);
    }
  }

  for (const style of document.querySelectorAll('style')) styleBytes += gzipSize(style.text);
  for (const link of document.querySelectorAll('link[rel="stylesheet"]')) {
    const href = link.getAttribute('href') ?? '';
    if (/^(https?:)?\/\//.test(href)) thirdParty.push(href);
    else styleBytes += gzipSize(read(href) ?? '');
  }
  for (const element of document.querySelectorAll('img[src], source[src], iframe[src], link[rel="preload"], link[rel="icon"]')) {
    const address = element.getAttribute('src') ?? element.getAttribute('href') ?? '';
    if (/^(https?:)?\/\//.test(address)) thirdParty.push(address);
  }

  // The footer's newsletter form is on every page; "a page with forms" has one in its main content.
  const hasForm = document.querySelectorAll('main form').length > 0;
  return { scriptBytes, eagerIslands, deferredIslands, styleBytes, hasForm, thirdParty };
}
