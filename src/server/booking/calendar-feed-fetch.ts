/** How long a read of the firm's calendar feed may take, and how large the calendar may be. */
export const CALENDAR_FEED_TIMEOUT_MS = 15_000;
export const CALENDAR_FEED_MAX_BYTES = 5 * 1024 * 1024;

/** Why a read of the feed failed, in a code the console says in words; `detail` is the HTTP status where there is one. */
export type FeedFailure = { code: 'feed_status'; detail: string } | { code: 'feed_timeout' | 'feed_too_large' | 'feed_unreachable' };

/** A calendar's address as calendar apps give it: `webcal://` is its https address. */
export const feedAddress = (url: string): string => url.replace(/^webcals?:\/\//i, 'https://');

/**
 * Reads a calendar feed's text: within the timeout and the size cap (a feed that goes on is cut off, not read
 * to the end), following redirects, without cookies or credentials of ours.
 */
export async function fetchCalendarFeed(
  url: string,
  { timeoutMs = CALENDAR_FEED_TIMEOUT_MS, maxBytes = CALENDAR_FEED_MAX_BYTES } = {},
): Promise<{ text: string } | FeedFailure> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(feedAddress(url), { signal, redirect: 'follow', headers: { Accept: 'text/calendar, */*;q=0.5' } });
    if (!response.ok) {
      await response.body?.cancel();
      return { code: 'feed_status', detail: String(response.status) };
    }
    if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
      await response.body?.cancel();
      return { code: 'feed_too_large' };
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body ?? []) {
      size += chunk.byteLength;
      if (size > maxBytes) return { code: 'feed_too_large' };
      chunks.push(chunk);
    }
    return { text: Buffer.concat(chunks).toString('utf8') };
  } catch {
    return { code: signal.aborted ? 'feed_timeout' : 'feed_unreachable' };
  }
}
