import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { encodingChooser } from './accept-encoding.ts';
import type { StaticCatalog, StaticFile } from './static-catalog.ts';

/** '/en/faq?x=1#top' → '/en/faq'; undefined when it cannot be decoded (the adapter answers that). */
function requestPath(url: string): string | undefined {
  const end = url.search(/[?#]/);
  try {
    return decodeURI(end === -1 ? url : url.slice(0, end));
  } catch {
    return undefined;
  }
}

/** As `send` (through `fresh`) decides: the ETag first, else the modification time; never for a forced reload. */
function isFresh(headers: IncomingHttpHeaders, etag: string, lastModified: number): boolean {
  const noneMatch = headers['if-none-match'];
  const modifiedSince = headers['if-modified-since'];
  if (!noneMatch && !modifiedSince) return false;
  if (/(?:^|,)\s*no-cache\s*(?:,|$)/i.test(headers['cache-control'] ?? '')) return false;
  if (noneMatch) return noneMatch.trim() === '*' || noneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  const since = Date.parse(modifiedSince!);
  return !Number.isNaN(since) && lastModified * 1000 <= since;
}

/**
 * Answers GET and HEAD of a built file from memory (decision 0018): the precompressed representation
 * the browser takes, with its precomputed headers, or 304 when the browser's copy is current. False
 * when the request is for the adapter's file server: no such file, or a range or precondition, which
 * it handles in full.
 */
export function staticAnswerer(catalog: StaticCatalog): (req: IncomingMessage, res: ServerResponse, https: boolean) => boolean {
  const choose = encodingChooser();
  return (req, res, https) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const { headers } = req;
    if (headers.range || headers['if-match'] || headers['if-unmodified-since'] || headers['if-range']) return false;
    const pathname = requestPath(req.url ?? '/');
    const file: StaticFile | undefined = pathname === undefined ? undefined : catalog.get(pathname);
    if (!file) return false;
    const representation = file.representations[choose(headers['accept-encoding'], file.encodings)] ?? file.representations.identity;
    const prepared = https ? representation.secure : representation.plain;
    if (isFresh(headers, representation.etag, file.lastModified)) {
      res.writeHead(304, prepared.notModified as string[]);
      res.end();
    } else {
      res.writeHead(200, prepared.ok as string[]);
      res.end(req.method === 'HEAD' ? undefined : representation.body);
    }
    return true;
  };
}
