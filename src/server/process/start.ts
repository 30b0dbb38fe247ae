// First: the React every page and mail renders with (react-production.ts).
import './react-production.ts';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ADMIN_COMMANDS } from '../console/cli/commands.ts';
import { startAdminChannel } from '../console/cli/channel-server.ts';
import { isDatabaseUnavailable } from '../db/availability.ts';
import { EmbeddedDatabaseRefused, inaccessibleFileProblem } from '../db/embedded-files.ts';
import { createFilesForOwnerOnly, restrictToOwner } from '../db/embedded-modes.ts';
import { closeDatabase, database, databaseFailed, databaseUnavailableReason, startDatabase } from '../db/instance.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { claimDataDir, describeHolder, type DataDirClaim } from '../db/embedded-lock.ts';
import { startDigestSchedule } from '../digest/digest-schedule.ts';
import { startStatisticsSummarySchedule } from '../digest/statistics-summary-schedule.ts';
import { weeklyStatisticsWanted } from '../digest/statistics-summary.service.ts';
import { mailDeliveryConfig } from '../mail/delivery-config.ts';
import { mailDirectory } from '../mail/mail-files.ts';
import { fileSender, smtpSender } from '../mail/transport.ts';
import { startMailWorker } from '../mail/worker.ts';
import { startCampaignSender } from '../campaigns/campaign-sender.ts';
import { holdWorkerPresence } from '../mail/worker-presence.ts';
import { finishInterruptedErasures } from '../console/records/erasure-cleanup.ts';
import { env, retentionPeriodsOf } from '../env.ts';
import { longerThanNotice } from '../jobs/retention-report.ts';
import { startEventOffersSchedule } from '../jobs/event-offers-schedule.ts';
import { startFirmCalendarSchedule } from '../jobs/firm-calendar-schedule.ts';
import { startRetentionSchedule } from '../jobs/retention-schedule.ts';
import { exampleSaltVerdict } from '../example-salt.ts';
import { logger } from '../logger.ts';
import { handAstroLogsTo } from '../astro-log.ts';
import { clientKey, nodeClientAddress } from '../clients/client-address.ts';
import { recordServerEvent } from '../security/server-events.service.ts';
import { forgetTierAvailability, freshTierAvailabilityJson } from '../tiers/tier-availability.ts';
import { TIER_CHANGES_CHANNEL } from '../tiers/tiers.repo.ts';
import { listenForNotifications } from '../db/listen.ts';
import { TIERS_ENDPOINT } from '#lib/tiers.ts';
import { boundRequestBodies } from '../http/request-body-bounds.ts';
import { createSiteServer, type AstroHandler } from '../http/site-server.ts';
import { visitorTraffic } from '../http/visitor-traffic.ts';
import { gracefulShutdown } from '../http/shutdown.ts';
import { publicOrigins } from '../http/public-origin.ts';
import { startAnalytics } from '../analytics/recording.ts';

/** Starts the built site: `node src/server/process/start.ts` after `astro build` (npm start does both). */
// The adapter's standalone build would start its own server on import; ours wraps its handler instead.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
// Decision 0023: whatever this process writes into DATA_DIR is its owner's only, whatever umask it was started with.
createFilesForOwnerOnly();
const root = process.cwd();
const settings = env();
const { DATABASE_URL, DATA_DIR } = settings;

/** Stops before serving anything, with a message that says what to do. */
function refuseToStart(message: string): never {
  logger.fatal({ event: 'startup_refused' }, message);
  console.error(message);
  process.exit(1);
}

const salt = exampleSaltVerdict(settings);
if (salt.action === 'refuse') refuseToStart(salt.message);
if (salt.action === 'warn') logger.warn({ event: 'example_secret' }, salt.message);

// A data directory this process cannot write is named with its fix before anything is claimed or opened (decision 0027).
if (!DATABASE_URL) {
  const problem = inaccessibleFileProblem(DATA_DIR);
  if (problem) refuseToStart(problem);
}

// The embedded database belongs to one process: a second server on the same data directory stops here,
// before it opens anything. Admin commands reach the database through this server's channel instead.
const claim = DATABASE_URL ? undefined : claimOrRefuse();
if (claim && !claim.ok)
  refuseToStart(
    `${describeHolder(claim.holder, DATA_DIR)} Only one process may open it: stop that one first, or run several servers on PostgreSQL (DATABASE_URL).`,
  );

function claimOrRefuse(): DataDirClaim {
  try {
    return claimDataDir(DATA_DIR, 'server');
  } catch (error) {
    refuseToStart(
      `The data directory ${DATA_DIR} could not be claimed (${(error as { code?: string }).code ?? (error as Error).message}): the server keeps its database, its lock and its mail there and must be able to write it. Give the site's user write access to it, or set DATA_DIR to a directory it owns, then start again.`,
    );
  }
}

/** Removes this process's lock of the data directory; a lock that cannot be removed (a read-only directory) is left for the next start to take over. */
function releaseDataDir(): void {
  if (!claim?.ok) return;
  try {
    claim.release();
  } catch (error) {
    logger.error(
      { event: 'data_dir_release_failed', code: (error as { code?: string }).code },
      'the lock of the data directory could not be removed: the next start takes it over',
    );
  }
}
// Decision 0023: what an earlier version, a copy or another umask left open to other users is the owner's only again.
try {
  const restricted = restrictToOwner(DATA_DIR);
  if (restricted.length > 0)
    logger.warn(
      { event: 'data_dir_restricted', count: restricted.length, paths: restricted.slice(0, 50) },
      `${restricted.length} files and directories in the data directory were open to other users: they are now the owner's only (700/600)`,
    );
} catch (error) {
  releaseDataDir();
  refuseToStart(
    `The modes of ${DATA_DIR} could not be restricted to its owner (${(error as Error).message}). Give the directory to the site's user, then start again.`,
  );
}

// Astro's own lines (errors a page or endpoint throws) become JSON lines of the same logger.
handAstroLogsTo(logger);
const distDir = path.join(root, 'dist');
const entry = (await import(pathToFileURL(path.join(distDir, 'server', 'entry.mjs')).href)) as { handler: AstroHandler };

const { HOST, PORT, TRUST_PROXY } = settings;
// decision 0036: pages are counted as they are answered, held in memory and added to the database in batches.
const analytics =
  settings.ANALYTICS === 'on'
    ? startAnalytics({
        db: async () => (await database()).db,
        logger,
        ownHosts: new Set([...publicOrigins(settings)].map((origin) => new URL(origin).hostname)),
        flushMs: settings.ANALYTICS_FLUSH_MS,
        excludedNetworks: settings.ANALYTICS_EXCLUDED_NETWORKS,
      })
    : undefined;
// decision 0035: a campaign's senders give way to the requests this process is answering.
const traffic = visitorTraffic();
const server = createSiteServer({
  watch: (req, res) => {
    traffic.track(res);
    analytics?.watch(req, res);
  },
  astroHandler: entry.handler,
  clientDir: path.join(distDir, 'client'),
  trustProxy: TRUST_PROXY,
  logger,
  memoryReads: new Map([[TIERS_ENDPOINT, () => freshTierAvailabilityJson()]]),
  // spec §5: a blocked navigation is also logged as a security event (the address is not stored).
  onRefusedAddress: (req) => {
    const address = nodeClientAddress(req);
    database()
      .then(({ db }) =>
        recordServerEvent(db, {
          type: 'suspicious_navigation',
          clientAddress: address,
          userAgent: req.headers['user-agent'],
          data: { method: req.method, source: 'server' },
        }),
      )
      .catch((error: unknown) => logger.error({ err: error }, 'could not store a security event'));
  },
});

// Decision 0023: a slow body is cut off, and one client cannot hold many sockets open with them.
boundRequestBodies(server, {
  timeoutMs: settings.REQUEST_BODY_TIMEOUT_MS,
  clientKeyOf: (req) => clientKey(nodeClientAddress(req)),
  logger,
});

// Static pages are served (and /api/health answers 503) while the database is still being reached.
server.listen(PORT, HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : PORT;
  logger.info({ host: HOST, port }, `site listening on http://${HOST}:${port}`);
});

const stoppers: ((remainingMs: number) => Promise<unknown>)[] = [];
// What the statistics hold in memory is written before the database closes.
if (analytics) stoppers.push(() => analytics.stop());
const shutdown = gracefulShutdown({
  server,
  graceMs: settings.SHUTDOWN_GRACE_MS,
  logger,
  stopWork: async (remainingMs) => {
    for (const stop of stoppers) await stop(remainingMs);
  },
  // After a fault the engine's state is unknown: it is left as it is (what it committed is on disk) rather than closed.
  closeDatabase: () => (databaseUnavailableReason() ? Promise.resolve() : closeDatabase()),
  // Whatever fails on the way out, the process ends with the promised code (decision 0027: 75 after a fault, for the supervisor).
  onExit: (code) => {
    releaseDataDir();
    process.exit(code);
  },
});
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

// The schema is brought up to date before the first request; several instances may do this at once, and a
// database that cannot be reached yet is tried again with a growing pause until DATABASE_STARTUP_TIMEOUT_MS.
const handle = await startDatabase({
  prepare: migrateDatabase,
  timeoutMs: settings.DATABASE_STARTUP_TIMEOUT_MS,
  retryable: isDatabaseUnavailable,
  onRetry: (error, delayMs) =>
    logger.warn(
      { event: 'database_unreachable', code: (error as { code?: unknown }).code, retryInMs: delayMs },
      'the database cannot be reached yet; trying again',
    ),
  // docs/decisions/0011: the embedded engine does not recover from a failure of its files in this process.
  onFault: (reason) => {
    logger.fatal({ event: 'database_fault', reason }, 'the database failed: stopping so that the supervisor starts the server afresh');
    shutdown('database fault', 75);
  },
}).catch((error: unknown) => {
  const message =
    error instanceof EmbeddedDatabaseRefused
      ? error.message
      : isDatabaseUnavailable(error)
        ? `The database could not be reached within ${settings.DATABASE_STARTUP_TIMEOUT_MS} ms (${(error as { code?: string }).code ?? (error as Error).message}). Check DATABASE_URL and that the server runs, then start again.`
        : `The database could not be opened: ${(error as Error).message}`;
  server.close();
  releaseDataDir();
  refuseToStart(message);
});
logger.info({ engine: handle.engine }, 'database ready');

// decision 0027: an erasure whose process died between its commit and its file cleanup is finished now.
const resumedErasures = await finishInterruptedErasures(handle.db).catch((error: unknown) => {
  logger.error({ err: error }, 'the cleanup of an erasure cut short could not be finished; the next start or erasure tries again');
  return 0;
});
if (resumedErasures > 0)
  logger.warn(
    { event: 'erasure_cleanup_resumed', erasures: resumedErasures },
    'finished the file cleanup of erasures that had been cut short',
  );

// The outbox worker runs in the same process; several instances share the outbox safely.
const { SMTP_URL, OPERATOR_DIGEST, OPERATOR_DIGEST_HOUR, SITE_URL } = settings;
const mailDir = mailDirectory(DATA_DIR);
// One config for the sender and the worker: the lease follows from the sender's timeouts.
const delivery = mailDeliveryConfig(settings);
// decision 0027: while this process lives it holds its presence lock; should it die, its mail claims are taken over at once.
const presence = await holdWorkerPresence(handle, logger).catch((error: unknown) => {
  logger.error(
    { err: error },
    'the mail worker could not take its presence lock: a mail it claims waits for its lease should this process die',
  );
  return undefined;
});
const mailWorker = startMailWorker({
  db: handle.db,
  send: SMTP_URL ? smtpSender(SMTP_URL, delivery) : fileSender(mailDir),
  logger,
  ...delivery,
  claimer: presence?.key,
});
// decision 0035: campaigns go out through senders and connections of their own, so transactional mail never waits behind one;
// their claims carry the same presence key, and the rate cap is counted in the database across instances.
const campaignSender = startCampaignSender({
  db: handle.db,
  send: SMTP_URL ? smtpSender(SMTP_URL, delivery) : fileSender(mailDir),
  logger,
  ...delivery,
  claimer: presence?.key,
  rateCap: { perMinute: settings.CAMPAIGN_RATE_PER_MINUTE, perHour: settings.CAMPAIGN_RATE_PER_HOUR },
  giveWay: traffic.quiet,
  // A failed write stops the server as a form's would (decision 0011); on PostgreSQL the sender waits for it instead.
  onDatabaseError: (error) => void databaseFailed(error),
});
// On shutdown the mails on the wire are acknowledged first (within the grace period), and unsent claims released.
stoppers.push((remainingMs) => Promise.all([mailWorker.stop({ graceMs: remainingMs }), campaignSender.stop({ graceMs: remainingMs })]));
if (presence) stoppers.push(() => presence.stop());
logger.info({ delivery: SMTP_URL ? 'smtp' : `files in ${mailDir}` }, 'mail worker and campaign sender started');

// On PostgreSQL, a change of the tiers' figures by another instance or an admin command reaches this one at once.
if (handle.pool) {
  const tierChanges = listenForNotifications(handle.pool, TIER_CHANGES_CHANNEL, forgetTierAvailability, logger);
  stoppers.push(() => tierChanges.stop());
}

// Every instance looks for the daily digest; the job_runs table lets one of them send it.
if (OPERATOR_DIGEST === 'daily') {
  const digest = startDigestSchedule({ db: handle.db, settings: { hour: OPERATOR_DIGEST_HOUR, siteUrl: SITE_URL }, logger });
  stoppers.push(() => digest.stop());
}
// The weekly statistics likewise, claimed per week in job_runs; without counting (ANALYTICS=off) there is nothing to sum.
if (weeklyStatisticsWanted(settings)) {
  const summary = startStatisticsSummarySchedule({ db: handle.db, settings: { hour: OPERATOR_DIGEST_HOUR, siteUrl: SITE_URL }, logger });
  stoppers.push(() => summary.stop());
} else if (settings.STATISTICS_SUMMARY === 'weekly') {
  logger.warn({ event: 'statistics_summary_without_analytics' }, 'STATISTICS_SUMMARY=weekly sends nothing while ANALYTICS=off');
}

// decision 0016: what the privacy notice says is deleted, the server deletes, once a day across every instance.
const periods = retentionPeriodsOf(settings);
const beyondNotice = longerThanNotice(periods);
if (beyondNotice.length > 0)
  logger.warn(
    { event: 'retention_beyond_notice', variables: beyondNotice },
    'these retention periods are longer than the privacy notice states: change its text too',
  );
const retention = startRetentionSchedule({ db: handle.db, periods, logger });
stoppers.push(() => retention.stop());

// The firm's calendar feed's busy times, read every few minutes by whichever instance claims the read.
const firmCalendar = startFirmCalendarSchedule({ db: handle.db, logger });
stoppers.push(() => firmCalendar.stop());
const eventOffers = startEventOffersSchedule({ db: handle.db, logger });
stoppers.push(() => eventOffers.stop());

// Admin commands run while the server does: on the embedded database through this process (decision 0010).
// A channel that cannot open (a file system without sockets) leaves the site serving; the commands then say so.
if (handle.engine === 'pglite') {
  const adminChannel = await startAdminChannel({ dataDir: DATA_DIR, db: handle.db, commands: ADMIN_COMMANDS, logger }).catch(
    (error: unknown) => {
      logger.error({ err: error }, 'the admin channel could not open: admin commands cannot reach this server');
      return undefined;
    },
  );
  if (adminChannel) stoppers.push(() => adminChannel.close());
}
