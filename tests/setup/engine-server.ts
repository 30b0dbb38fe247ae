import { afterAll, beforeAll } from 'vitest';
import type { TestDatabase, TestEngine } from './database.ts';
import { startBuiltServer, type RunningServer } from './server.ts';

/**
 * Starts the built server for a suite on the given engine: PGlite in its own data directory, or a
 * throw-away PostgreSQL database of its own. Returns a getter; stops and drops after the suite.
 */
export function useBuiltServer(engine: TestEngine, extraEnv: Record<string, string> = {}): () => RunningServer {
  let server: RunningServer | undefined;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    if (engine.name === 'postgres') database = await engine.create();
    server = await startBuiltServer({ ...extraEnv, ...(database?.url ? { DATABASE_URL: database.url } : {}) });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });
  return () => server!;
}
