import { STATUS_CODES } from 'node:http';
import type { AstroGlobal } from 'astro';

/** Sets a rendered page's status with its own reason phrase: Astro keeps "OK" otherwise (a "500 OK" status line). */
export function setPageStatus(response: AstroGlobal['response'], status: number): void {
  response.status = status;
  response.statusText = STATUS_CODES[status] ?? '';
}

/** Gives a rendered page the status and headers its answer names (a page opened from a mailed link, say). */
export function applyPageAnswer(response: AstroGlobal['response'], page: { status: number; headers?: Record<string, string> }): void {
  if (page.status !== 200) setPageStatus(response, page.status);
  for (const [name, value] of Object.entries(page.headers ?? {})) response.headers.set(name, value);
}
