import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { constants } from 'node:zlib';
import compression from 'compression';
import type { Logger } from 'pino';
import { localeFromPath, localizePath } from '#i18n/paths.ts';
import { isSuspiciousAddress } from '#lib/navigation-guard.ts';
import { redirectedToCanonicalPath } from './canonical-path.ts';
import { loadBlockedPages, plainCrashPage } from './fallback-pages.ts';
import { memoryReadAnswerer, type MemoryReads } from './memory-reads.ts';
import { loadPagePolicies, pagePolicyFor, pinPagePolicy } from './page-policies.ts';
import { PRECOMPRESSED_DIR } from './precompressed.ts';
import { watchingWrites } from './response-drain.ts';
import { REFUSED_METHODS, refuseConnect, refuseMethod } from './refused-methods.ts';
import { applySecurityHeaders, isHttps } from './security-headers.ts';
import { staticAnswerer } from './static-answer.ts';
import { loadStaticCatalog } from './static-catalog.ts';

/** The request handler of Astro's Node adapter (standalone build): prerendered files first, then rendering. */
export type AstroHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface SiteServerOptions {
  astroHandler: AstroHandler;
  /** dist/client: where the prerendered pages live. */
  clientDir: string;
  trustProxy: boolean;
  logger: Logger;
  /** Told about every refused address (stored as a security event); never given the address itself. */
  onRefusedAddress?: (req: IncomingMessage) => void;
  /** Read endpoints answered from memory while their answer is fresh (decision 0018). */
  memoryReads?: MemoryReads;
  /**
   * Sees every request: one answered from memory right after its answer was written (most end there and
   * then), any other before it is answered (visitor statistics count the pages once they are answered).
   */
  watch?: (req: IncomingMessage, res: ServerResponse) => void;
}

// compression is written for Express but only touches the plain Node request and response. It compresses
// what is rendered per request (and any built file not served from memory) at fast levels; built files were
// compressed at their best at build time (decision 0018).
const compress = compression({
  level: constants.Z_DEFAULT_COMPRESSION,
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
}) as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

function send(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(html);
}

/**
 * One process serves pages, assets and API: built files from memory, precompressed (decision 0018),
 * security headers on every response, refused script-bearing addresses (400, never echoed),
 * compression of the rest, and a crash page if all else fails.
 */
export function createSiteServer({
  astroHandler,
  clientDir,
  trustProxy,
  logger,
  onRefusedAddress,
  memoryReads = new Map(),
  watch,
}: SiteServerOptions): Server {
  const blockedPages = loadBlockedPages(clientDir);
  // The adapter writes each prerendered page's policy beside dist/client (decision 0013).
  const pagePolicies = loadPagePolicies(path.join(clientDir, '..', '_headers.json'));
  const answerStatic = staticAnswerer(loadStaticCatalog(clientDir, path.join(clientDir, '..', PRECOMPRESSED_DIR), pagePolicies, logger));
  const answerMemoryRead = memoryReadAnswerer(memoryReads);

  const failed = (req: IncomingMessage, res: ServerResponse, error: unknown): void => {
    logger.error({ err: error, method: req.method }, 'request failed outside the page renderer');
    if (res.headersSent) res.destroy();
    else send(res, 500, plainCrashPage(localeFromPath(req.url ?? '/')));
  };

  const server = createServer((req, res) => {
    // Every rule below sees one path per resource (decision 0026).
    if (redirectedToCanonicalPath(req, res, trustProxy)) return;
    const address = req.url ?? '/';
    const suspicious = isSuspiciousAddress(address);
    // Built files and fresh memory reads are answered with every header prepared beforehand.
    let answered = false;
    if (!suspicious) {
      const https = isHttps(req, trustProxy);
      answered = answerStatic(req, res, https) || answerMemoryRead(req, res, https);
    }
    watch?.(req, res);
    if (answered) return;
    applySecurityHeaders(req, res, trustProxy);
    if (REFUSED_METHODS.has(req.method ?? '')) return refuseMethod(req, res);
    if (suspicious) {
      logger.warn({ event: 'suspicious_navigation', method: req.method }, 'refused an address carrying a script');
      onRefusedAddress?.(req);
      const locale = localeFromPath(address);
      const policy = pagePolicyFor(pagePolicies, localizePath('/request-blocked', locale));
      if (policy) res.setHeader('Content-Security-Policy', policy);
      send(res, 400, blockedPages[locale]);
      return;
    }
    pinPagePolicy(req, res, pagePolicies);
    compress(req, res, () => {
      try {
        const pending = watchingWrites(res, () => astroHandler(req, res));
        if (pending instanceof Promise) pending.catch((error: unknown) => failed(req, res, error));
      } catch (error) {
        failed(req, res, error);
      }
    });
  });
  server.on('connect', refuseConnect);
  // Idle connections stay open longer than clients and load balancers keep theirs (typically 4-60 s), so
  // the client closes first: otherwise a request sent on a socket the server is just closing fails.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
