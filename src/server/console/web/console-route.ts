import type { AstroCookies, AstroGlobal } from 'astro';
import type { z } from 'zod';
import type { Locale } from '#i18n/config.ts';
import { localeFromPath, localeOfPrefix, localizePath } from '#i18n/paths.ts';
import { translate, translator, type Translate } from '#i18n/console-translate.ts';
import { INTENT_FIELD } from '#lib/console/intent.ts';
import type { Notice } from '#lib/console/notices.ts';
import { CONSOLE_PATHS, signInHref } from '#lib/console/routes.ts';
import { REQUEST_BODY_LIMIT_BYTES } from '#lib/limits.ts';
import type { Database, DatabaseHandle } from '#server/db/client.ts';
import { clientAddress } from '#server/clients/client-address.ts';
import { clientSeen, type ClientSeen } from '#server/clients/client-seen.ts';
import { database } from '#server/db/instance.ts';
import { setPageStatus } from '#server/http/page-status.ts';
import { isSameOrigin } from '#server/http/public-origin.ts';
import { readSubmission } from '#server/http/request.ts';
import { logger } from '#server/logger.ts';
import { recordServerEvent } from '#server/security/server-events.service.ts';
import { resumeSession, sessionLifetime, sessionToken, type SignedInOperator } from '../access/operator-sessions.service.ts';
import { noticeHref } from './query.ts';

export type { SignedInOperator };

/** The operator signed in on this request, or null (the page then answers 404). Refreshes the idle timeout. */
export async function signedInOperator({ cookies }: { request: Request; cookies: AstroCookies }): Promise<SignedInOperator | null> {
  const token = sessionToken(cookies);
  if (!token) return null;
  return resumeSession((await database()).db, token, sessionLifetime());
}

/** The answer a console page gives to anyone not signed in: the site's own 404 page (Astro renders it for an empty 404). */
export const consoleNotFound = (): Response => new Response(null, { status: 404 });

/** For a console POST: same origin and a valid session, else the 404/403 Response to return. */
export async function consoleAction(context: {
  request: Request;
  cookies: AstroCookies;
  clientAddress: string;
}): Promise<{ operator: SignedInOperator } | { response: Response }> {
  const { request, cookies } = context;
  if (request.method !== 'POST' || !sessionToken(cookies)) return { response: consoleNotFound() };
  // A session cookie on a request another origin started (a sibling subdomain is same-site, so
  // SameSite alone does not stop it): refused before the session is even looked at.
  if (!isSameOrigin(request)) {
    const { db } = await database();
    const event = {
      type: 'csrf_attempt',
      clientAddress: clientAddress(request, context.clientAddress),
      userAgent: request.headers.get('user-agent'),
      data: { path: new URL(request.url).pathname },
    } as const;
    await recordServerEvent(db, event).catch((error: unknown) => logger.error({ err: error }, 'could not store a security event'));
    const locale = localeFromPath(new URL(request.url).pathname);
    return {
      response: new Response(translate(locale, 'api.crossSite'), { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } }),
    };
  }
  const operator = await signedInOperator(context);
  return operator ? { operator } : { response: consoleNotFound() };
}

/** What a console page is given: its language with `t` and localized links, the operator, the database. */
export interface ConsolePage {
  locale: Locale;
  operator: SignedInOperator;
  t: Translate;
  href: (path: string) => string;
  db: Database;
  /** Which engine holds the data (the overview shows it, as /api/health does). */
  engine: DatabaseHandle['engine'];
  url: URL;
}

/** A console form post that passed the entry point: the page's context and the form's fields. */
export interface ConsolePost extends ConsolePage {
  data: Record<string, unknown>;
  /** The network and browser the post came from (for the account's changes, decision 0040). */
  client: ClientSeen;
}

/**
 * What a post handler answers: a notice to redirect back with (303, so a reload does not post again),
 * a response of its own (a download), or something for the page to show (a confirmation step, a result).
 */
export type PostAnswer<View> = { notice: Notice } | { response: Response } | { view: View; status?: number };

/**
 * The handlers of a page's posts, by the form's intent (its `INTENT_FIELD`): the one source of the
 * intents its forms may post (`IntentOf`). Intents are snake_case; one with a hyphen does not compile
 * (decision 0045).
 */
export type ConsolePosts<View = never> = Record<string, (post: ConsolePost) => Promise<PostAnswer<View>>> & {
  readonly [kebabCase: `${string}-${string}`]: never;
};

interface RouteContext {
  params: Record<string, string | undefined>;
  request: Request;
  cookies: AstroCookies;
  url: URL;
  clientAddress: string;
  response?: AstroGlobal['response'];
}

interface RouteOptions {
  /** A download rather than a page: without a session it is the 404 of any unknown address, not a way to sign in. */
  file?: boolean;
}

/**
 * A console page asked for without a session: the sign-in page, which leads back here once
 * the operator has signed in – the normal case, as sessions end after 30 idle minutes and the operator's
 * mails link console pages. A file is the 404 of any unknown address.
 */
function signedOut(url: URL, locale: Locale, { file = false }: RouteOptions): Response {
  if (file) return consoleNotFound();
  const location = signInHref(localizePath(CONSOLE_PATHS.signIn, locale), `${url.pathname}${url.search}`);
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

/**
 * The console's one entry point. A GET gets the page's context after one session lookup; a POST is
 * checked for its origin first, then the session is looked up once (refreshing its idle timeout with at
 * most one write), the form is read once and handed to the handler of its `intent`. A page asked for
 * without a session leads to sign-in and back; a post or a file without one, or an address with no
 * language, is the 404 of any unknown address.
 */
export async function consoleRoute<View = never>(
  context: RouteContext,
  posts: ConsolePosts<View> = {},
  options: RouteOptions = {},
): Promise<Response | (ConsolePage & { view?: View })> {
  const locale = localeOfPrefix(context.params.locale);
  if (!locale) return consoleNotFound();
  const method = context.request.method;
  if (method !== 'GET' && method !== 'POST') return consoleNotFound();
  const guard = method === 'POST' ? await consoleAction(context) : { operator: await signedInOperator(context) };
  if ('response' in guard) return guard.response;
  if (!guard.operator) return signedOut(context.url, locale, options);
  const { db, engine } = await database();
  const page: ConsolePage = {
    locale,
    operator: guard.operator,
    t: translator(locale),
    href: (path) => localizePath(path, locale),
    db,
    engine,
    url: context.url,
  };
  if (method === 'GET') return page;
  const submission = await readSubmission(context.request, REQUEST_BODY_LIMIT_BYTES, ['form']);
  if ('problem' in submission) return new Response(null, { status: 400 });
  const intent = submission.data[INTENT_FIELD];
  const handler = typeof intent === 'string' && Object.hasOwn(posts, intent) ? posts[intent] : undefined;
  const answer: PostAnswer<View> = handler
    ? await handler({ ...page, data: submission.data, client: clientSeen(context.request, context.clientAddress) })
    : { notice: { code: 'invalid' } };
  if ('notice' in answer) return new Response(null, { status: 303, headers: { Location: noticeHref(context.url, answer.notice) } });
  if ('response' in answer) return answer.response;
  if (answer.status !== undefined && context.response) setPageStatus(context.response, answer.status);
  return { ...page, view: answer.view };
}

/**
 * A post handler for one action: the form's fields checked by the action's input schema (else the
 * "invalid" notice), the action run, its result code the notice.
 */
export const notifying =
  <Input>(input: z.ZodType<Input>, run: (post: ConsolePost, value: Input) => Promise<Notice>) =>
  async (post: ConsolePost): Promise<{ notice: Notice }> => {
    const parsed = input.safeParse(post.data);
    return { notice: parsed.success ? await run(post, parsed.data) : { code: 'invalid' } };
  };
