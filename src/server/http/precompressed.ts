import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * Where `npm run build` writes the compressed copies of dist/client (scripts/precompress.ts, after astro
 * build): dist/precompressed, beside the client files' directory, so they are never served by their own names.
 */
export const PRECOMPRESSED_DIR = 'precompressed';
export const PRECOMPRESSED_MANIFEST = 'manifest.json';

/** The encodings made at build time, in the order they are preferred when a browser takes both. */
export const PRECOMPRESSED_ENCODINGS = ['br', 'gzip'] as const;
export type PrecompressedEncoding = (typeof PRECOMPRESSED_ENCODINGS)[number];
export type ContentEncoding = PrecompressedEncoding | 'identity';

/** dist/precompressed/<file>.br beside dist/client/<file>, as nginx's gzip_static and brotli_static name them. */
export const ENCODED_SUFFIX: Readonly<Record<PrecompressedEncoding, string>> = { br: '.br', gzip: '.gz' };

export const precompressedManifest = z.object({
  /** By path under dist/client ('en/faq/index.html'). */
  files: z.record(
    z.string(),
    z.object({
      /** Digest of the file the copies were made from: a file changed since is served without them. */
      source: z.string(),
      /** The encodings written for it; one is left out when it would not be smaller. */
      encodings: z.array(z.enum(PRECOMPRESSED_ENCODINGS)),
    }),
  ),
});
export type PrecompressedManifest = z.infer<typeof precompressedManifest>;

/** The content's digest: the manifest's `source`, and the strong ETag of each representation. */
export function contentDigest(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
}
