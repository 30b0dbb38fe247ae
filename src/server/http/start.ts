import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { closeDatabase, database } from '../db/instance.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { markServerRunning } from '../db/embedded-lock.ts';
import { fileSender, smtpSender } from '../mail/transport.ts';
import { startMailWorker } from '../mail/worker.ts';
import { env } from '../env.ts';
import { logger } from '../logger.ts';
import { clientNetwork } from '../security/client-network.ts';
import { recordSecurityEvent } from '../security/security-events.service.ts';
import { createSiteServer, type AstroHandler } from './site-server.ts';

/** Starts the built site: `node src/server/http/start.ts` after `astro build` (npm start does both). */
// The adapter's standalone build would start its own server on import; ours wraps its handler instead.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const root = process.cwd();

// The schema is brought up to date before the first request; several instances may do this at once.
const handle = await database();
await migrateDatabase(handle);
const releaseDataDir = handle.engine === 'pglite' ? markServerRunning(env().DATA_DIR) : () => undefined;
logger.info({ engine: handle.engine }, 'database ready');

// The outbox worker runs in the same process; several instances share the outbox safely.
const { SMTP_URL, DATA_DIR, MAIL_POLL_INTERVAL_MS, MAIL_RETRY_BASE_MS } = env();
const mailDir = path.resolve(DATA_DIR, 'mail');
const mailWorker = startMailWorker({
  db: handle.db,
  send: SMTP_URL ? smtpSender(SMTP_URL) : fileSender(mailDir),
  logger,
  pollIntervalMs: MAIL_POLL_INTERVAL_MS,
  retryBaseMs: MAIL_RETRY_BASE_MS,
});
logger.info({ delivery: SMTP_URL ? 'smtp' : `files in ${mailDir}` }, 'mail worker started');

const distDir = path.join(root, 'dist');
const entry = (await import(pathToFileURL(path.join(distDir, 'server', 'entry.mjs')).href)) as { handler: AstroHandler };

const { HOST, PORT, TRUST_PROXY } = env();
const server = createSiteServer({
  astroHandler: entry.handler,
  clientDir: path.join(distDir, 'client'),
  trustProxy: TRUST_PROXY,
  logger,
  // spec §5: a blocked navigation is also logged as a security event (the address is not stored).
  onRefusedAddress: (req) => {
    const forwarded = TRUST_PROXY ? String(req.headers['x-forwarded-for'] ?? '').split(',')[0]?.trim() : '';
    const address = forwarded || req.socket.remoteAddress || '';
    recordSecurityEvent(
      handle.db,
      { event_type: 'suspicious_navigation', user_agent: req.headers['user-agent'], event_data: { method: req.method, source: 'server' } },
      clientNetwork(address),
    ).catch((error: unknown) => logger.error({ err: error }, 'could not store a security event'));
  },
});

server.listen(PORT, HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : PORT;
  logger.info({ host: HOST, port }, `site listening on http://${HOST}:${port}`);
});

const shutdown = (signal: string) => {
  logger.info({ signal }, 'shutting down');
  server.close(() =>
    void mailWorker
      .stop()
      .then(closeDatabase)
      .finally(() => {
        releaseDataDir();
        process.exit(0);
      }),
  );
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
