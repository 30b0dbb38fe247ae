import { answerAgain, keepAnswer, type KeptAnswer } from './kept-answer.ts';

/** Renders the page, from `shared` when given instead of the visitor's request. */
export type Render = (shared?: Request) => Promise<Response>;

/**
 * Pages rendered per request only because they follow the server's configuration (the LinkedIn
 * generator's model-draft button follows CHAT_LLM_*): their HTML is the same for every request of the
 * process, so it is rendered on the first GET of each path and kept (decision 0018). Any other request,
 * and an answer other than 200, is rendered as before.
 *
 * The kept page is rendered from a bare GET of its path at `origin`, never from the visitor's request:
 * the first visitor's query, headers and cookies would otherwise reach every later visitor.
 */
export function renderedOnce(
  paths: readonly string[],
  origin: string,
): (request: Request, pathname: string, render: Render) => Promise<Response> {
  const wanted = new Set(paths);
  const kept = new Map<string, KeptAnswer>();
  return async (request, pathname, render) => {
    const path = pathname.replace(/\/+$/, '') || '/';
    if (request.method !== 'GET' || !wanted.has(path)) return render();
    const page = kept.get(path);
    if (page) return answerAgain(page);
    const response = await render(new Request(new URL(path, origin)));
    if (response.status !== 200) return response;
    const answer = await keepAnswer(response);
    kept.set(path, answer);
    return answerAgain(answer);
  };
}
