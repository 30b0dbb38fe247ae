/** A page's 200 answer kept in memory (decisions 0018 and 0053): its body and its headers. */
export interface KeptAnswer {
  body: ArrayBuffer;
  headers: [string, string][];
}

/** Reads an answer's body to keep it, with `headers` (by default its own). */
export async function keepAnswer(response: Response, headers: Headers = response.headers): Promise<KeptAnswer> {
  return { body: await response.arrayBuffer(), headers: [...headers] };
}

/** A kept answer as a new response, with a body of its own. */
export const answerAgain = ({ body, headers }: KeptAnswer): Response => new Response(body, { status: 200, headers });
