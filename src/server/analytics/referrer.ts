import { DIRECT } from '#lib/analytics.ts';

/**
 * Search engines and social networks are counted by name, whatever their country domain or link shortener
 * (decision 0036); every other site by its host. Written here rather than taken from a library: the lists that
 * exist are unmaintained or far larger than the handful of names a Swiss firm's visitors come from.
 */
const NAMED_SOURCES: readonly [name: string, pattern: RegExp][] = [
  ['Google', /(^|\.)google\.[a-z.]+$/],
  ['Bing', /(^|\.)bing\.com$/],
  ['DuckDuckGo', /(^|\.)duckduckgo\.com$/],
  ['Ecosia', /(^|\.)ecosia\.org$/],
  ['Yahoo', /(^|\.)yahoo\.[a-z.]+$/],
  ['Qwant', /(^|\.)qwant\.com$/],
  ['Startpage', /(^|\.)startpage\.com$/],
  ['Brave Search', /^search\.brave\.com$/],
  ['Yandex', /(^|\.)yandex\.[a-z.]+$/],
  ['Perplexity', /(^|\.)perplexity\.ai$/],
  ['ChatGPT', /(^|\.)chatgpt\.com$/],
  ['LinkedIn', /(^|\.)(linkedin\.com|lnkd\.in)$/],
  ['Facebook', /(^|\.)(facebook\.com|fb\.me)$/],
  ['Instagram', /(^|\.)instagram\.com$/],
  ['X', /(^|\.)(twitter\.com|x\.com|t\.co)$/],
  ['YouTube', /(^|\.)(youtube\.com|youtu\.be)$/],
  ['Xing', /(^|\.)xing\.com$/],
  ['Reddit', /(^|\.)reddit\.com$/],
];

/**
 * The site a visitor came from: its name or host (without `www.`), or DIRECT when there is no referrer, it
 * is not a web address, or it is this site itself (`ownHosts`). Never more than the host.
 */
export function referrerName(referer: string | undefined, ownHosts: ReadonlySet<string>): string {
  if (!referer) return DIRECT;
  let host: string;
  try {
    const url = new URL(referer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return DIRECT;
    host = url.hostname.toLowerCase();
  } catch {
    return DIRECT;
  }
  if (ownHosts.has(host)) return DIRECT;
  host = host.replace(/^www\./, '');
  return NAMED_SOURCES.find(([, pattern]) => pattern.test(host))?.[0] ?? host;
}
