import node from '@astrojs/node';
import { satteri } from '@astrojs/markdown-satteri';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { loadEnv } from 'vite';
import { DEFAULT_LOCALE, LOCALES } from './src/i18n/config.ts';
import { CONTENT_SECURITY_DIRECTIVES } from './src/lib/security-policy.ts';
import { REQUEST_BODY_LIMIT_BYTES } from './src/lib/limits.ts';
import { hydrationDirectives } from './src/integrations/hydration-directives.ts';
import { markdownTables } from './src/integrations/markdown-tables.ts';

// The public origin is baked into canonical URLs, hreflang alternates and the sitemap at build time.
// Read from the environment or .env, like the server's own settings.
const { SITE_URL } = loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), '');
const site = SITE_URL || 'http://localhost:4321';

export default defineConfig({
  site,
  // Pages are prerendered; API routes and error pages opt out with `prerender = false`.
  output: 'static',
  // staticHeaders: prerendered pages get their hash-based policy as a header, not a <meta> tag (decision 0013).
  adapter: node({ mode: 'standalone', bodySizeLimit: REQUEST_BODY_LIMIT_BYTES, staticHeaders: true }),
  integrations: [react(), hydrationDirectives()],
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: false },
  },
  trailingSlash: 'ignore',
  security: {
    // API routes check the origin themselves (src/server/http/public-origin.ts: SITE_URL and SITE_ALLOWED_HOSTS,
    // never the request's own Host) and answer in the visitor's language.
    checkOrigin: false,
    csp: { directives: [...CONTENT_SECURITY_DIRECTIVES] },
  },
  // Astro's own lines as usual, without the values of a failed query (src/server/astro-log.ts).
  logger: { entrypoint: './src/server/astro-log.ts' },
  markdown: { syntaxHighlight: false, processor: satteri({ hastPlugins: [markdownTables] }) },
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss()],
  },
});
