import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  contentDigest,
  ENCODED_SUFFIX,
  PRECOMPRESSED_DIR,
  PRECOMPRESSED_MANIFEST,
  type PrecompressedEncoding,
  type PrecompressedManifest,
} from '../src/server/http/precompressed.ts';
import { isServedName, staticTypeOf } from '../src/server/http/static-types.ts';

/**
 * Part of `npm run build`, after `astro build`: compresses every compressible file of dist/client once,
 * with brotli at its best quality and gzip at its best level, into dist/precompressed, and lists them in
 * its manifest. The server serves these from memory (decision 0018) instead of compressing per request.
 */
const clientDir = path.resolve('dist', 'client');
const outDir = path.resolve('dist', PRECOMPRESSED_DIR);

const encoders: Record<PrecompressedEncoding, (bytes: Buffer, text: boolean) => Promise<Buffer>> = {
  br: (bytes, text) =>
    promisify(brotliCompress)(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: text ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => promisify(gzip)(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => isServedName(file) && staticTypeOf(file)?.compressible)
  .sort();

rmSync(outDir, { recursive: true, force: true });
const manifest: PrecompressedManifest = { files: {} };
const totals = { identity: 0, br: 0, gzip: 0 };
await Promise.all(
  files.map(async (file) => {
    const bytes = readFileSync(path.join(clientDir, file));
    const text = !staticTypeOf(file)!.contentType.startsWith('image/');
    const encodings: PrecompressedEncoding[] = [];
    for (const encoding of Object.keys(encoders) as PrecompressedEncoding[]) {
      const encoded = await encoders[encoding](bytes, text);
      totals[encoding] += Math.min(encoded.length, bytes.length);
      if (encoded.length >= bytes.length) continue;
      const target = path.join(outDir, file + ENCODED_SUFFIX[encoding]);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, encoded);
      encodings.push(encoding);
    }
    totals.identity += bytes.length;
    manifest.files[file] = { source: contentDigest(bytes), encodings };
  }),
);
manifest.files = Object.fromEntries(Object.entries(manifest.files).sort(([a], [b]) => a.localeCompare(b)));
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, PRECOMPRESSED_MANIFEST), JSON.stringify(manifest, null, 1));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `Precompressed ${files.length} files: ${kb(totals.identity)} → br ${kb(totals.br)}, gzip ${kb(totals.gzip)} → dist/${PRECOMPRESSED_DIR}`,
);
