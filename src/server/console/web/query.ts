import { z } from 'zod';
import type { Notice } from '#lib/console/notices.ts';

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
  hrefWith(new URL(`${url.pathname}.${extension}${url.search}`, url), { page: undefined });

/** The page number asked for (?page=), 1 when missing or not a positive whole number. */
export function pageParam(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** A list's free-text search (?q=), trimmed; '' when there is none. */
export const searchParam = (url: URL): string => (url.searchParams.get('q') ?? '').trim();

/** A filter's value if it is one of the allowed values, else undefined (no filter). */
export function choiceParam<Value extends string>(url: URL, name: string, allowed: readonly Value[]): Value | undefined {
  const value = url.searchParams.get(name);
  return allowed.find((candidate) => candidate === value);
}

/** Links to the previous and next page, where there is one, keeping the filters. */
export function pagerLinks(url: URL, { page, pages }: { page: number; pages: number }) {
  return {
    page,
    pages,
    previous: page > 1 ? hrefWith(url, { page: page - 1 === 1 ? undefined : page - 1 }) : undefined,
    next: page < pages ? hrefWith(url, { page: page + 1 }) : undefined,
  };
}

/** True for a row id of the database (a UUID); anything else is no page at all. */
export const isRowId = (value: string | undefined): value is string => z.uuid().safeParse(value).success;
