import { STATUS_CODES } from 'node:http';
import type { AstroGlobal } from 'astro';

/** Sets a rendered page's status with its own reason phrase: Astro keeps "OK" otherwise (a "500 OK" status line). */
export function setPageStatus(response: AstroGlobal['response'], status: number): void {
  response.status = status;
  response.statusText = STATUS_CODES[status] ?? '';
}
