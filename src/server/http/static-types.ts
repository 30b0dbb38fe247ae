import compressible from 'compressible';
import mime from 'mime-types';

/**
 * The extensions of the built files served from memory. A file of any other type is served by the
 * adapter as before (large media belong there, decision 0018).
 */
const SERVED_FROM_MEMORY = [
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.webmanifest',
  '.svg',
  '.xml',
  '.txt',
  '.ico',
  '.png',
  '.jpg',
  '.jpeg',
  '.webp',
  '.avif',
  '.woff2',
];

export interface StaticType {
  /** As the adapter's file server (`send`, through `mime-types`) gives it. */
  contentType: string;
  /** Whether `compression`'s filter (through `compressible`) compresses this type. */
  compressible: boolean;
}

/** Worked out once, when the server starts (or the build compresses), never per request. */
const STATIC_TYPES: ReadonlyMap<string, StaticType> = new Map(
  SERVED_FROM_MEMORY.map((extension) => {
    const contentType = mime.contentType(extension);
    if (!contentType) throw new Error(`mime-types knows no type for ${extension}`);
    return [extension, { contentType, compressible: compressible(contentType) === true }];
  }),
);

export function staticTypeOf(file: string): StaticType | undefined {
  const dot = file.lastIndexOf('.');
  return dot > file.lastIndexOf('/') ? STATIC_TYPES.get(file.slice(dot).toLowerCase()) : undefined;
}

/**
 * Whether the adapter's file server serves a file of dist/client by this name ('en/faq/index.html'):
 * it refuses dotfiles except under .well-known/.
 */
export function isServedName(file: string): boolean {
  return file.startsWith('.well-known/') || !file.split('/').some((segment) => segment.startsWith('.'));
}
