import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { loadEnv } from 'vite';
import { DEFAULT_LOCALE, LOCALES } from './src/i18n/config.ts';
import { CONTENT_SECURITY_DIRECTIVES } from './src/lib/security-policy.ts';
import { REQUEST_BODY_LIMIT_BYTES } from './src/lib/limits.ts';
import { hydrationDirectives } from './src/integrations/hydration-directives.ts';

// The public origin is baked into canonical URLs, hreflang alternates and the sitemap at build time.
// Read from the environment or .env, like the server's own settings.
const { SITE_URL } = loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), '');
const site = SITE_URL || 'http://localhost:4321';

export default defineConfig({
  site,
  // Pages are prerendered; API routes and error pages opt out with `prerender = false`.
  output: 'static',
  adapter: node({ mode: 'standalone', bodySizeLimit: REQUEST_BODY_LIMIT_BYTES }),
  integrations: [react(), hydrationDirectives()],
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: false },
  },
  trailingSlash: 'ignore',
  security: {
    // API routes check the origin themselves (src/server/http/request.ts) and answer in the visitor's language.
    checkOrigin: false,
    csp: { directives: [...CONTENT_SECURITY_DIRECTIVES] },
  },
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss()],
  },
});
