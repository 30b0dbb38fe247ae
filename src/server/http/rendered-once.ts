interface Kept {
  body: ArrayBuffer;
  headers: [string, string][];
}

/**
 * Pages rendered per request only because they follow the server's configuration (the LinkedIn
 * generator's model-draft button follows CHAT_LLM_*): their HTML is the same for every request of the
 * process, so it is rendered on the first GET of each path and kept (decision 0018). Any other request,
 * and an answer other than 200, is rendered as before.
 */
export function renderedOnce(paths: readonly string[]): (request: Request, pathname: string, render: () => Promise<Response>) => Promise<Response> {
  const wanted = new Set(paths);
  const kept = new Map<string, Kept>();
  return async (request, pathname, render) => {
    const path = pathname.replace(/\/+$/, '') || '/';
    if (request.method !== 'GET' || !wanted.has(path)) return render();
    const page = kept.get(path);
    if (page) return new Response(page.body, { status: 200, headers: page.headers });
    const response = await render();
    if (response.status !== 200) return response;
    const body = await response.arrayBuffer();
    kept.set(path, { body, headers: [...response.headers] });
    return new Response(body, { status: 200, headers: response.headers });
  };
}
