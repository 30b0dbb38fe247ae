import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ADMIN_COMMANDS } from '../admin/commands.ts';
import { startAdminChannel } from '../admin/channel-server.ts';
import { closeDatabase, database } from '../db/instance.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { claimDataDir, describeHolder } from '../db/embedded-lock.ts';
import { startDigestSchedule } from '../digest/digest-schedule.ts';
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

const { DATABASE_URL, DATA_DIR } = env();
// The embedded database belongs to one process: a second server on the same data directory stops here,
// before it opens anything. Admin commands reach the database through this server's channel instead.
const claim = DATABASE_URL ? undefined : claimDataDir(DATA_DIR, 'server');
if (claim && !claim.ok) {
  console.error(`${describeHolder(claim.holder, DATA_DIR)} Only one process may open it: stop that one first, or run several servers on PostgreSQL (DATABASE_URL).`);
  process.exit(1);
}
const releaseDataDir = claim?.ok ? claim.release : () => undefined;

// The schema is brought up to date before the first request; several instances may do this at once.
const handle = await database();
await migrateDatabase(handle);
logger.info({ engine: handle.engine }, 'database ready');

// The outbox worker runs in the same process; several instances share the outbox safely.
const { SMTP_URL, MAIL_POLL_INTERVAL_MS, MAIL_RETRY_BASE_MS, OPERATOR_DIGEST, OPERATOR_DIGEST_HOUR, SITE_URL } = env();
const mailDir = path.resolve(DATA_DIR, 'mail');
const mailWorker = startMailWorker({
  db: handle.db,
  send: SMTP_URL ? smtpSender(SMTP_URL) : fileSender(mailDir),
  logger,
  pollIntervalMs: MAIL_POLL_INTERVAL_MS,
  retryBaseMs: MAIL_RETRY_BASE_MS,
});
logger.info({ delivery: SMTP_URL ? 'smtp' : `files in ${mailDir}` }, 'mail worker started');

// Every instance looks for the daily digest; the job_runs table lets one of them send it.
const digest = OPERATOR_DIGEST === 'daily' ? startDigestSchedule({ db: handle.db, settings: { hour: OPERATOR_DIGEST_HOUR, siteUrl: SITE_URL }, logger }) : undefined;

// Admin commands run while the server does: on the embedded database through this process (decision 0010).
// A channel that cannot open (a file system without sockets) leaves the site serving; the commands then say so.
const adminChannel =
  handle.engine === 'pglite'
    ? await startAdminChannel({ dataDir: DATA_DIR, db: handle.db, commands: ADMIN_COMMANDS, logger }).catch((error: unknown) => {
        logger.error({ err: error }, 'the admin channel could not open: admin commands cannot reach this server');
        return undefined;
      })
    : undefined;

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
    void Promise.all([mailWorker.stop(), digest?.stop(), adminChannel?.close()])
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
