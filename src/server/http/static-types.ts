/**
 * The built files served from memory, by extension: the Content-Type the adapter's file server (`send`,
 * through `mime-types`) gives them, and whether they are compressed (what `compression`'s filter, through
 * `compressible`, says of that type). A file of any other type is served by the adapter as before.
 */
export const STATIC_TYPES: Readonly<Record<string, { contentType: string; compressible: boolean }>> = {
  '.html': { contentType: 'text/html; charset=utf-8', compressible: true },
  '.css': { contentType: 'text/css; charset=utf-8', compressible: true },
  '.js': { contentType: 'text/javascript; charset=utf-8', compressible: true },
  '.mjs': { contentType: 'text/javascript; charset=utf-8', compressible: true },
  '.json': { contentType: 'application/json; charset=utf-8', compressible: true },
  '.webmanifest': { contentType: 'application/manifest+json; charset=utf-8', compressible: true },
  '.svg': { contentType: 'image/svg+xml', compressible: true },
  '.xml': { contentType: 'application/xml', compressible: true },
  '.txt': { contentType: 'text/plain; charset=utf-8', compressible: true },
  '.ico': { contentType: 'image/vnd.microsoft.icon', compressible: true },
  '.png': { contentType: 'image/png', compressible: false },
  '.jpg': { contentType: 'image/jpeg', compressible: false },
  '.jpeg': { contentType: 'image/jpeg', compressible: false },
  '.webp': { contentType: 'image/webp', compressible: false },
  '.avif': { contentType: 'image/avif', compressible: false },
  '.woff2': { contentType: 'font/woff2', compressible: false },
};

export function staticTypeOf(file: string): (typeof STATIC_TYPES)[string] | undefined {
  const dot = file.lastIndexOf('.');
  return dot > file.lastIndexOf('/') ? STATIC_TYPES[file.slice(dot).toLowerCase()] : undefined;
}

/**
 * Whether the adapter's file server serves a file of dist/client by this name ('en/faq/index.html'):
 * it refuses dotfiles except under .well-known/.
 */
export function isServedName(file: string): boolean {
  return file.startsWith('.well-known/') || !file.split('/').some((segment) => segment.startsWith('.'));
}
