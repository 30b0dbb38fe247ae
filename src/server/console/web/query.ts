import { z } from 'zod';
import type { Notice } from '#lib/console/notices.ts';
import type { KeysetPage, PagePosition, RowKey } from '#server/db/paging.ts';

/** Parameters that belong to one answer only (an action's notice), never carried on to links. */
const ONE_OFF = ['notice', 'count'];

/** The page's own address with some query parameters changed (undefined or '' removes one). */
export function hrefWith(url: URL, changes: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams(url.search);
  for (const name of ONE_OFF) params.delete(name);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '') params.delete(name);
    else params.set(name, String(value));
  }
  const query = params.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** The address to go back to after an action: the same page and filters, with the action's notice. */
export const noticeHref = (url: URL, { code, count }: Notice): string => hrefWith(url, { notice: code, count });

/** The download of a list as its page shows it: the page's path with `.csv` or `.json`, its filters kept, not its page number. */
export const downloadHref = (url: URL, extension: 'csv' | 'json'): string =>
  hrefWith(new URL(`${url.pathname}.${extension}${url.search}`, url), PAGE_PARAMS);

/** A list's free-text search (?q=), trimmed; '' when there is none. */
export const searchParam = (url: URL): string => (url.searchParams.get('q') ?? '').trim();

/** A filter's value if it is one of the allowed values, else undefined (no filter). */
export function choiceParam<Value extends string>(url: URL, name: string, allowed: readonly Value[]): Value | undefined {
  const value = url.searchParams.get(name);
  return allowed.find((candidate) => candidate === value);
}

/** The parameters that say which page of a list is shown (keyset paging, db/paging.ts): none is the newest. */
const PAGE_PARAMS = { older: undefined, newer: undefined, page: undefined };
const OLDEST = 'oldest';

// A row's key in an address: its time in milliseconds and its id (a UUID or a number), e.g. 1764100000000.8f1c…
const keyText = (key: RowKey): string => `${key.createdAt.getTime()}.${key.id}`;
function parseKey(text: string | null, numericIds: boolean): RowKey | undefined {
  const match = /^(\d{1,15})\.([0-9a-f-]{36}|\d{1,18})$/i.exec(text ?? '');
  if (!match) return undefined;
  const [, time, id] = match;
  if (numericIds ? !/^\d+$/.test(id!) : !isRowId(id)) return undefined;
  return { createdAt: new Date(Number(time)), id: numericIds ? Number(id) : id! };
}

/**
 * The page of a list an address asks for: ?older=<key> or ?newer=<key> (the page after or before a row),
 * ?page=oldest, else the newest. A key that is not one (hand-edited, another list's) is the newest page.
 * `numericIds` for the lists whose ids are numbers (security events, audit log).
 */
export function pagePosition(url: URL, numericIds = false): PagePosition {
  const older = parseKey(url.searchParams.get('older'), numericIds);
  if (older) return { from: 'older', than: older };
  const newer = parseKey(url.searchParams.get('newer'), numericIds);
  if (newer) return { from: 'newer', than: newer };
  return url.searchParams.get('page') === OLDEST ? { from: 'oldest' } : { from: 'newest' };
}

/** The pager's links of a page, keeping the filters: to the newest and the newer page, the older and the oldest, where there are any. */
export function pagerLinks(url: URL, { newer, older }: Pick<KeysetPage<unknown>, 'newer' | 'older'>) {
  return {
    newest: newer ? hrefWith(url, PAGE_PARAMS) : undefined,
    newer: newer ? hrefWith(url, { ...PAGE_PARAMS, newer: keyText(newer) }) : undefined,
    older: older ? hrefWith(url, { ...PAGE_PARAMS, older: keyText(older) }) : undefined,
    oldest: older ? hrefWith(url, { ...PAGE_PARAMS, page: OLDEST }) : undefined,
  };
}

/** True for a row id of the database (a UUID); anything else is no page at all. */
export const isRowId = (value: string | undefined): value is string => z.uuid().safeParse(value).success;
