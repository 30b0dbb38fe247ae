import { createRequire } from 'node:module';

/**
 * React chooses its build once, when it is first loaded, by NODE_ENV: without `production` it loads its development
 * build, which renders a page in about twice the time. The server leaves NODE_ENV to mean what it means here (refusing
 * the example salt, example-salt.ts), so it loads React's production build itself, first, for the pages and the mails;
 * every later import of React finds this one in Node's module cache.
 */
const require = createRequire(import.meta.url);
const nodeEnv = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
try {
  for (const module of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server']) require(module);
} finally {
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
}
