/**
 * Content-Security-Policy directives of every page besides script-src and style-src, which Astro
 * fills with 'self' and the hashes of the scripts and styles it bundles. The whole policy is sent as
 * a header, prerendered pages included (decision 0013), so it may carry frame-ancestors too.
 * Nothing is allowed unless named (decision 0013): no CDN, no third-party fonts or images.
 */
export const CONTENT_SECURITY_DIRECTIVES = [
  "default-src 'none'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
] as const;

/**
 * Everything that is not a page (API answers, scripts, styles, images, robots.txt, sitemap, feeds)
 * needs no sources at all: a document opened from it loads nothing and cannot be framed.
 */
export const NON_HTML_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': NON_HTML_CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * The operator console's responses are also cross-origin isolated: no window of another origin keeps a
 * handle on a page with personal data, and the page gets a process of its own. Public pages go without
 * (decision 0021): they hold nothing a visitor's process must be shielded for, and isolation makes every
 * arrival from another site start a fresh renderer, which delays their first paint.
 */
export const CONSOLE_ISOLATION_HEADERS: Readonly<Record<string, string>> = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Every resource the console loads is its own and same-origin, so nothing needs a CORP opt-in.
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

/** Sent only when the request arrived over HTTPS (directly or through a trusted proxy). */
export const HSTS_HEADER = 'max-age=63072000; includeSubDomains';

/**
 * The one page that frames anything: a campaign's page in the console shows its mail's preview, a console
 * route of the same origin (sandboxed, with a policy of its own). Added to that page's policy only.
 */
export const CAMPAIGN_PREVIEW_FRAME_DIRECTIVE = "frame-src 'self'";
