import { defineMiddleware } from 'astro:middleware';
import { LOCALES } from './i18n/config.ts';
import { localeFromPath, localizePath } from './i18n/paths.ts';
import { translate } from './i18n/translate.ts';
import { createErrorId } from './lib/error-id.ts';
import { RENDERED_ONCE_PATHS } from './lib/routes.ts';
import { RETRY_AFTER_HEADER } from './server/db/availability.ts';
import { databaseFailed } from './server/db/instance.ts';
import { problemResponse } from './server/http/api-errors.ts';
import { plainUnavailablePage } from './server/http/fallback-pages.ts';
import { jsonResponse } from './server/http/json.ts';
import { renderedOnce } from './server/http/rendered-once.ts';
import { keepVersionedPage } from './server/http/versioned-pages.ts';
import { unreadRequestLocale as apiLocale } from './server/http/request.ts';
import { logger } from './server/logger.ts';

const isApi = (pathname: string) => pathname.startsWith('/api/');

const keptAfterFirstRender = renderedOnce(
  RENDERED_ONCE_PATHS.flatMap((path) => LOCALES.map((locale) => localizePath(path, locale))),
  import.meta.env.SITE,
);

/**
 * The last word on a request that failed: while the database is away, 503 with Retry-After (JSON for
 * the API, a plain page in the visitor's language otherwise); any other failure of the API is a 500 in
 * JSON in the request's language. Pages that fail otherwise get the crash page (500.astro).
 */
export const onRequest = defineMiddleware(async ({ request, url }, next) => {
  try {
    return await keepVersionedPage(await keptAfterFirstRender(request, url.pathname, (shared) => next(shared)));
  } catch (error) {
    if (databaseFailed(error)) {
      logger.warn({ event: 'database_unavailable', path: url.pathname }, 'a request met the database away');
      if (isApi(url.pathname)) return problemResponse({ problem: 'unavailable', locale: apiLocale(request), headers: RETRY_AFTER_HEADER });
      const locale = localeFromPath(url.pathname);
      return new Response(plainUnavailablePage(locale), {
        status: 503,
        statusText: 'Service Unavailable',
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...RETRY_AFTER_HEADER },
      });
    }
    if (!isApi(url.pathname)) throw error;
    const errorId = createErrorId();
    logger.error({ errorId, path: url.pathname, err: error }, 'an API request failed');
    return jsonResponse({ success: false, message: translate(apiLocale(request), 'api.failed'), code: 'failed', errorId }, 500);
  }
});
