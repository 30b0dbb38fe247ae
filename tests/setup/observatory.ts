import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';
import { getPageText, Session } from '@mdn/mdn-http-observatory/src/retriever/session.js';
import { parseHttpEquivHeaders } from '@mdn/mdn-http-observatory/src/retriever/utils.js';
import { Requests } from '@mdn/mdn-http-observatory/src/types.js';

/*
 * The Mozilla HTTP Observatory's grader, run on one address of the site as a visitor behind the
 * deployment's TLS proxy sees it. Its scan() only takes a public host name and fetches it over plain
 * HTTP and HTTPS itself; TLS and the HTTP→HTTPS redirect are the proxy's (docs/deploying.md), so this does what
 * scan() does with the Observatory's own retriever session, analyses and scoring, but fetches the
 * address once, as the proxy forwards it (X-Forwarded-Proto: https, to a server with TRUST_PROXY).
 */

export interface ObservatoryVerdict {
  score: number;
  grade: string;
  /** Every analysis that did not pass, with its result (e.g. csp-implemented-with-unsafe-inline). */
  failed: Record<string, string | null>;
}

const ACCEPT = 'Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const CORS_ORIGIN = 'https://http-observatory.security.mozilla.org';
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/**
 * The package's install step downloads Chromium's HSTS preload list, which package.json's allowScripts
 * skips (installs reach the npm registry only). No test host is on that list, so an empty one gives
 * the verdict the real list would.
 */
function ensureHstsPreloadList(): void {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'));
  const file = path.join(packageDir, 'conf', 'hsts-preload.json');
  if (!existsSync(file)) writeFileSync(file, '{}');
}

export async function observatoryVerdict(origin: string, address: string): Promise<ObservatoryVerdict> {
  ensureHstsPreloadList();
  const direct = new URL(address, origin);
  const session = await Session.fromUrl(direct, { headers: [ACCEPT, 'X-Forwarded-Proto: https'] });
  const response = session.response;
  if (!response) throw new Error(`no answer from ${direct.href}`);

  const requests = new Requests(direct.hostname);
  const cors = await session.options({ url: direct.href, headers: { 'Access-Control-Request-Method': 'GET', Origin: CORS_ORIGIN } });
  requests.responses.cors = cors ? { ...cors, verified: response.verified } : null;
  // What the visitor reached: the HTTPS address; plain HTTP never gets past the proxy's redirect.
  session.url = new URL(`https://${direct.host}${direct.pathname}${direct.search}`);
  requests.session = session;
  requests.responses.auto = response;
  requests.responses.https = response;
  requests.resources.path = getPageText(response, true);
  const contentType = String((response.headers['content-type'] as string | undefined) ?? '').split(';')[0] ?? '';
  response.httpEquiv =
    HTML_TYPES.has(contentType) && requests.resources.path ? parseHttpEquivHeaders(requests.resources.path, session.url.href) : new Map();

  // Scored as the Observatory's scan() scores: extra credit only for a result that already earns an A.
  const results = ALL_TESTS.map((test) => ({ name: test.name, output: test(requests) }));
  let withExtraCredit = 100;
  let uncurved = 100;
  for (const { output } of results) {
    if (!output.result) continue;
    const modifier = getScoreModifier(output.result);
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
  }
  const { score, grade } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
  const failed = Object.fromEntries(results.filter(({ output }) => !output.pass).map(({ name, output }) => [name, output.result]));
  return { score, grade, failed };
}
