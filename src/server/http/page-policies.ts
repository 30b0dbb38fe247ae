import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pathnameOf } from './request.ts';

/** The Content-Security-Policy Astro computed for each prerendered page, by path ('/', '/en', '/en/blog'). */
export type PagePolicies = ReadonlyMap<string, string>;

interface HeadersEntry {
  pathname: string;
  headers: { key: string; value: string }[];
}

/**
 * Reads dist/_headers.json, which the Node adapter writes with `staticHeaders` (decision 0013):
 * every prerendered page's policy with the hashes of exactly its own scripts and styles.
 */
export function loadPagePolicies(headersFile: string): PagePolicies {
  if (!existsSync(headersFile)) return new Map();
  const entries = JSON.parse(readFileSync(headersFile, 'utf8')) as HeadersEntry[];
  return new Map(
    entries.flatMap(({ pathname, headers }) => {
      const policy = headers.find(({ key }) => key.toLowerCase() === 'content-security-policy')?.value;
      return policy ? [[pathname, policy] as const] : [];
    }),
  );
}

/** '/en/blog/?page=2' and '/en/blog/index.html' are the page '/en/blog'. */
function pagePath(url: string): string {
  const pathname = pathnameOf(url);
  const page = pathname.replace(/\/index\.html$/, '/').replace(/\/+$/, '');
  try {
    return decodeURI(page) || '/';
  } catch {
    return page || '/';
  }
}

export function pagePolicyFor(policies: PagePolicies, url: string): string | undefined {
  return policies.get(pagePath(url));
}

/**
 * The adapter picks a prerendered page's policy by substring ('/' takes the first page listed, '/en'
 * may take '/en/about'), which breaks as soon as two pages carry different hashes: a prerendered
 * page served to this request gets the policy of exactly its own path.
 */
export function pinPagePolicy(req: IncomingMessage, res: ServerResponse, policies: PagePolicies): void {
  const policy = req.method === 'GET' || req.method === 'HEAD' ? pagePolicyFor(policies, req.url ?? '/') : undefined;
  if (!policy) return;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = (...args: unknown[]) => {
    if (String(res.getHeader('content-type') ?? '').startsWith('text/html')) res.setHeader('Content-Security-Policy', policy);
    return writeHead(...args);
  };
}
