import { answerAgain, keepAnswer, type KeptAnswer } from './kept-answer.ts';

/**
 * Decision 0053: a page read per request whose answer follows a few values (an event's row, the day) names
 * them as its version; its answer is kept per version, so that the next request for the same version is
 * answered without rendering. The version travels from the page to the middleware in this header, which never
 * leaves the server.
 */
export const PAGE_VERSION_HEADER = 'x-page-version';

/** Versions kept at most (all forgotten at once when full): a few pages in two languages, a few kilobytes each. */
const LIMIT = 200;
const kept = new Map<string, KeptAnswer>();

/** The kept answer of a version, as a new response, or undefined when it has not been rendered yet. */
export function keptPage(version: string): Response | undefined {
  const page = kept.get(version);
  return page && answerAgain(page);
}

/** Keeps a page's answer under the version it named (a 200 only) and takes the header off before it is sent. */
export async function keepVersionedPage(response: Response): Promise<Response> {
  const version = response.headers.get(PAGE_VERSION_HEADER);
  if (version === null) return response;
  const headers = new Headers(response.headers);
  headers.delete(PAGE_VERSION_HEADER);
  if (response.status !== 200) return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  const answer = await keepAnswer(response, headers);
  if (kept.size >= LIMIT) kept.clear();
  kept.set(version, answer);
  return answerAgain(answer);
}
