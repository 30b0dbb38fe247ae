import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import type { Logger } from 'pino';
import { localeFromPath, localizePath } from '../../i18n/paths.ts';
import { isSuspiciousAddress } from '../../lib/navigation-guard.ts';
import { loadBlockedPages, plainCrashPage } from './fallback-pages.ts';
import { loadPagePolicies, pagePolicyFor, pinPagePolicy } from './page-policies.ts';
import { REFUSED_METHODS, refuseConnect, refuseMethod } from './refused-methods.ts';
import { applySecurityHeaders } from './security-headers.ts';

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
}

// compression is written for Express but only touches the plain Node request and response.
const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

function send(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(html);
}

/**
 * One process serves pages, assets and API: security headers on every response, refused
 * script-bearing addresses (400, never echoed), compression, and a crash page if all else fails.
 */
export function createSiteServer({ astroHandler, clientDir, trustProxy, logger, onRefusedAddress }: SiteServerOptions): Server {
  const blockedPages = loadBlockedPages(clientDir);
  // The adapter writes each prerendered page's policy beside dist/client (decision 0013).
  const pagePolicies = loadPagePolicies(path.join(clientDir, '..', '_headers.json'));

  const failed = (req: IncomingMessage, res: ServerResponse, error: unknown): void => {
    logger.error({ err: error, method: req.method }, 'request failed outside the page renderer');
    if (res.headersSent) res.destroy();
    else send(res, 500, plainCrashPage(localeFromPath(req.url ?? '/')));
  };

  const server = createServer((req, res) => {
    applySecurityHeaders(req, res, trustProxy);
    if (REFUSED_METHODS.has(req.method ?? '')) return refuseMethod(req, res);
    const address = req.url ?? '/';
    if (isSuspiciousAddress(address)) {
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
        const pending = astroHandler(req, res);
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
