/**
 * Content-Security-Policy directives besides script-src and style-src, which Astro fills
 * with the hashes of the scripts and styles it bundles (a <meta> tag on every page).
 * Nothing outside the site's own origin may load: no CDN, no third-party fonts or images.
 */
export const CONTENT_SECURITY_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "media-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
] as const;

/**
 * Directives a <meta> tag cannot carry (frame-ancestors) are sent as an HTTP header on every
 * response. Browsers enforce both policies, so this header must not restrict scripts or styles.
 */
export const CONTENT_SECURITY_HEADER = [
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_HEADER,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** Sent only when the request arrived over HTTPS (directly or through a trusted proxy). */
export const HSTS_HEADER = 'max-age=63072000; includeSubDomains';
