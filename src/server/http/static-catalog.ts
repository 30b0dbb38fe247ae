import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { HSTS_HEADER, SECURITY_HEADERS } from '#lib/security-policy.ts';
import { pagePolicyFor, type PagePolicies } from './page-policies.ts';
import {
  contentDigest,
  ENCODED_SUFFIX,
  PRECOMPRESSED_MANIFEST,
  precompressedManifest,
  type ContentEncoding,
  type PrecompressedEncoding,
  type PrecompressedManifest,
} from './precompressed.ts';
import { isServedName, staticTypeOf } from './static-types.ts';

/** Header names and values in turn, as `writeHead` takes them without building an object per request. */
export type RawHeaders = readonly string[];

/** The headers of one representation's answers, without and with HSTS (sent only over HTTPS). */
export interface PreparedHeaders {
  ok: RawHeaders;
  notModified: RawHeaders;
}

export interface Representation {
  body: Buffer;
  /** Strong, of exactly these bytes: it differs per encoding. */
  etag: string;
  plain: PreparedHeaders;
  secure: PreparedHeaders;
}

export interface StaticFile {
  /** Last-Modified in whole seconds since the epoch, for If-Modified-Since. */
  lastModified: number;
  /** The precompressed encodings at hand, in order of preference. */
  encodings: readonly PrecompressedEncoding[];
  representations: Readonly<Partial<Record<ContentEncoding, Representation>>> & { identity: Representation };
}

/** The built files by the request paths the adapter serves them at ('/en/faq', '/en/faq/', '/en/faq/index.html'). */
export type StaticCatalog = ReadonlyMap<string, StaticFile>;

/** The adapter's hashed, never-changing assets (Astro's `build.assets`). */
const ASSETS_PREFIX = '_astro/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** What `send` sends for every other file: browsers revalidate, and the ETag makes that a 304. */
const REVALIDATE = 'public, max-age=0';

function readManifest(precompressedDir: string, logger: Logger): PrecompressedManifest['files'] {
  const file = path.join(precompressedDir, PRECOMPRESSED_MANIFEST);
  if (!existsSync(file)) {
    logger.warn({ event: 'precompressed_missing' }, 'no precompressed files (run `npm run build`): pages are compressed per request');
    return {};
  }
  const parsed = precompressedManifest.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    logger.warn(
      { event: 'precompressed_unreadable' },
      "the precompressed files' manifest is not readable: pages are compressed per request",
    );
    return {};
  }
  return parsed.data.files;
}

/** The same headers as the adapter's file server, compression and security headers give the file (decision 0018). */
function prepareHeaders(
  file: string,
  policy: string | undefined,
  lastModified: string,
  body: Buffer,
  etag: string,
  encoding: ContentEncoding,
): Pick<Representation, 'plain' | 'secure'> {
  const type = staticTypeOf(file)!;
  const security = Object.entries({ ...SECURITY_HEADERS, ...(policy ? { 'Content-Security-Policy': policy } : {}) }).flat();
  const validators = [
    'Accept-Ranges',
    'bytes',
    'Cache-Control',
    file.startsWith(ASSETS_PREFIX) ? IMMUTABLE : REVALIDATE,
    'Last-Modified',
    lastModified,
    'ETag',
    etag,
  ];
  const vary = type.compressible ? ['Vary', 'Accept-Encoding'] : [];
  const content = [
    'Content-Type',
    type.contentType,
    'Content-Length',
    String(body.length),
    ...vary,
    ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]),
  ];
  const prepared = (secure: boolean): PreparedHeaders => {
    const head = secure ? [...security, 'Strict-Transport-Security', HSTS_HEADER, ...validators] : [...security, ...validators];
    return { ok: [...head, ...content], notModified: [...head, ...vary] };
  };
  return { plain: prepared(false), secure: prepared(true) };
}

/** The request paths a file of dist/client is served at: its own, and its directory's with and without a slash for an index.html. */
function requestPaths(file: string): string[] {
  const own = `/${file}`;
  if (!own.endsWith('/index.html')) return [own];
  const directory = own.slice(0, -'index.html'.length);
  return directory === '/' ? [own, '/'] : [own, directory, directory.slice(0, -1)];
}

/**
 * Reads every servable file of dist/client of a known type into memory with its precompressed copies
 * (dist/precompressed, made by `npm run build`) and precomputes each answer's headers, once at start.
 * A page without a policy of its own, and a file of another type, are left to the adapter.
 */
export function loadStaticCatalog(clientDir: string, precompressedDir: string, policies: PagePolicies, logger: Logger): StaticCatalog {
  const manifest = readManifest(precompressedDir, logger);
  const catalog = new Map<string, StaticFile>();
  const stale: string[] = [];
  const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  for (const file of files) {
    const type = staticTypeOf(file);
    if (!type || !isServedName(file)) continue;
    const policy = type.contentType.startsWith('text/html') ? pagePolicyFor(policies, `/${file}`) : undefined;
    if (type.contentType.startsWith('text/html') && !policy) continue;
    const fullPath = path.join(clientDir, file);
    const identity = readFileSync(fullPath);
    const modified = statSync(fullPath).mtime;
    const lastModified = modified.toUTCString();
    const digest = contentDigest(identity);
    const listed = manifest[file];
    // A compressible file without its copies (or changed since they were made) is compressed per request, as before.
    if (type.compressible && listed?.source !== digest) {
      if (listed) stale.push(file);
      continue;
    }
    const encodings = (listed?.encodings ?? []).filter((encoding) =>
      existsSync(path.join(precompressedDir, file + ENCODED_SUFFIX[encoding])),
    );
    const represent = (encoding: ContentEncoding, body: Buffer): Representation => {
      const etag = `"${contentDigest(body)}"`;
      return { body, etag, ...prepareHeaders(file, policy, lastModified, body, etag, encoding) };
    };
    const representations: StaticFile['representations'] = {
      identity: represent('identity', identity),
      ...Object.fromEntries(
        encodings.map((encoding) => [
          encoding,
          represent(encoding, readFileSync(path.join(precompressedDir, file + ENCODED_SUFFIX[encoding]))),
        ]),
      ),
    };
    const entry: StaticFile = { lastModified: Math.floor(modified.getTime() / 1000), encodings, representations };
    for (const requestPath of requestPaths(file)) catalog.set(requestPath, entry);
  }
  if (stale.length > 0)
    logger.warn(
      { event: 'precompressed_stale', files: stale.length },
      'files changed since they were compressed are compressed per request: run `npm run build`',
    );
  return catalog;
}
