// The Observatory ships JavaScript with JSDoc only: the few parts the score test uses, typed by hand.
declare module '@mdn/mdn-http-observatory/src/types.js' {
  export interface ObservatoryResponse {
    status: number;
    headers: Record<string, unknown>;
    data: unknown;
    verified: boolean;
    httpEquiv?: Map<string, string[]>;
  }
  export class Requests {
    constructor(hostname: string);
    hostname: string;
    resources: { path: string | null };
    responses: {
      auto: ObservatoryResponse | null;
      cors: ObservatoryResponse | null;
      http: ObservatoryResponse | null;
      https: ObservatoryResponse | null;
      httpRedirects: { url: URL; status: number }[];
      httpsRedirects: { url: URL; status: number }[];
    };
    session: unknown;
  }
}

declare module '@mdn/mdn-http-observatory/src/retriever/session.js' {
  import type { ObservatoryResponse } from '@mdn/mdn-http-observatory/src/types.js';
  export class Session {
    static fromUrl(url: URL, options?: { headers?: string[] }): Promise<Session>;
    url: URL;
    response: ObservatoryResponse | null;
    options(request: { url?: string; headers?: Record<string, string> }): Promise<Omit<ObservatoryResponse, 'verified'> | null>;
  }
  export function getPageText(response: ObservatoryResponse | null, force?: boolean): string | null;
}

declare module '@mdn/mdn-http-observatory/src/retriever/utils.js' {
  export function parseHttpEquivHeaders(html: string, baseUrl: string): Map<string, string[]>;
}

declare module '@mdn/mdn-http-observatory/src/constants.js' {
  import type { Requests } from '@mdn/mdn-http-observatory/src/types.js';
  export interface TestOutput {
    result: string | null;
    pass: boolean | null;
  }
  export const ALL_TESTS: ((requests: Requests) => TestOutput)[];
}

declare module '@mdn/mdn-http-observatory/src/grader/grader.js' {
  export function getGradeForScore(score: number): { score: number; grade: string };
  export function getScoreModifier(expectation: string): number;
}

declare module '@mdn/mdn-http-observatory/src/grader/charts.js' {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}
