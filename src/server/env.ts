import { z } from 'zod';
import { RATE_LIMITS, type RateLimitVariable } from './http/rate-limit-registry.ts';
import { EXAMPLE_CLIENT_HASH_SALT } from './example-salt.ts';
import { MAIL_DEFAULTS, SMTP_TIMEOUT_DEFAULTS } from './mail/delivery-settings.ts';
import { RETENTION_PERIODS, type RetentionUnit, type RetentionValues, type RetentionVariable } from '../lib/retention.ts';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

const rate = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .pipe(z.string().regex(/^\d+\/\d+$/, 'must be "count/seconds", e.g. 5/600'))
    .transform((value) => {
      const [points, seconds] = value.split('/').map(Number) as [number, number];
      return { points, seconds };
    });

/** Per-address rate limits as "count/seconds", one variable per entry of the registry. */
const rateLimits = Object.fromEntries(Object.values(RATE_LIMITS).map(({ variable, fallback }) => [variable, rate(fallback)])) as Record<
  RateLimitVariable,
  ReturnType<typeof rate>
>;

/** A retention period in whole days (up to ten years) or months (up to ten years). */
const period = (unit: RetentionUnit, fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(unit === 'days' ? 3650 : 120)
    .default(fallback);

/** issue 16: how long each kind of record is kept, one variable per entry of the registry. */
const retentionPeriods = Object.fromEntries(Object.values(RETENTION_PERIODS).map(({ variable, unit, fallback }) => [variable, period(unit, fallback)])) as Record<
  RetentionVariable,
  ReturnType<typeof period>
>;

/** An optional setting: unset and empty (`NAME=` in .env) both mean "not configured". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A host name with an optional port, as it stands in a URL ("example.ch", "127.0.0.1:4411", "[::1]:4321"). */
const isHost = (entry: string) => URL.canParse(`http://${entry}`) && new URL(`http://${entry}`).host === entry;

/** Comma-separated host names, in lower case; empty means none. */
const hostList = z
  .string()
  .default('')
  .transform((value) => value.split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean))
  .pipe(z.array(z.string().refine(isHost, 'must be host names (host or host:port) separated by commas')));

/** Every environment variable the server reads, parsed once; README and .env.example list them. */
const envSchema = z.object({
  /** Set by the tooling; production makes the example CLIENT_HASH_SALT refuse to start (see example-salt.ts). */
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  SITE_URL: z.url().default('http://localhost:4321'),
  /** Further hosts the site is reached at, under SITE_URL's scheme: browser posts are taken only from these origins and SITE_URL's. */
  SITE_ALLOWED_HOSTS: hostList,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Set when a reverse proxy terminates TLS and sets X-Forwarded-For/-Proto; only then are they believed. */
  TRUST_PROXY: flag,
  /**
   * Issue 14 §1: how many proxies stand in front of the server, each appending to X-Forwarded-For the address
   * the request came from. The client is the entry this many places from the right; what lies left of it the
   * client wrote itself.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  /** A header the proxy sets to the client's address alone (X-Real-IP); when named, X-Forwarded-For is not read. */
  TRUST_PROXY_HEADER: optional(z.string().regex(/^[A-Za-z0-9-]+$/, 'must be a header name, e.g. X-Real-IP')),
  /** A PostgreSQL server (postgres://user:pass@host/db); without it the embedded PGlite engine is used. */
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres://').optional(),
  DATABASE_SSL: z.enum(['off', 'require', 'no-verify']).default('off'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** How long a starting server keeps trying to reach the database (and migrate it) before it gives up. */
  DATABASE_STARTUP_TIMEOUT_MS: z.coerce.number().int().min(0).default(120_000),
  /** On SIGTERM/SIGINT: how long requests in flight (and the mail on the wire) may take to finish. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** Issue 26: how long a request's body (at most 64 KB) may take to arrive after its headers before it is answered 408. */
  REQUEST_BODY_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  /** Where the embedded database (db/) and the default mail files (mail/) live. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** smtp://user:pass@host:587 or smtps://…; without it every mail is written to DATA_DIR/mail as an .eml file. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  /** How often the outbox worker looks for mail when the outbox is empty (while mail waits it sends on at once). */
  MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(100).default(MAIL_DEFAULTS.pollIntervalMs),
  /** First retry delay of a mail the SMTP server did not take; it doubles with each attempt, up to an hour. */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(100).default(MAIL_DEFAULTS.retryBaseMs),
  /** Mails sent at once, each over its own pooled SMTP connection. */
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(MAIL_DEFAULTS.concurrency),
  /** How long the SMTP server may stay silent, e.g. before it acknowledges a mail after DATA. */
  MAIL_SMTP_SOCKET_TIMEOUT_MS: z.coerce.number().int().min(1000).default(SMTP_TIMEOUT_DEFAULTS.socketMs),
  /** Secret mixed into the one-way hash of client addresses kept with consent records. */
  CLIENT_HASH_SALT: z.string().min(1).default(EXAMPLE_CLIENT_HASH_SALT),
  ...rateLimits,
  /**
   * The site assistant's optional language model: an OpenAI-compatible API (…/v1) and a model name.
   * Without both, the assistant answers from the site's own text alone.
   */
  CHAT_LLM_BASE_URL: optional(z.url()),
  CHAT_LLM_MODEL: optional(z.string().min(1)),
  CHAT_LLM_API_KEY: optional(z.string().min(1)),
  /** How long the model may take for an answer before the assistant gives its own answer instead. */
  CHAT_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
  /** How long the model may take for a LinkedIn post draft (a longer text than an answer). */
  CHAT_LLM_DRAFT_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(60_000),
  /** The operator's daily digest of yesterday's arrivals (only when something came in): off or daily. */
  OPERATOR_DIGEST: z.enum(['off', 'daily']).default('off'),
  /** The hour (0-23, Zurich time) from which the daily digest goes out. */
  OPERATOR_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  /** How long contact messages, waiting-list entries, unconfirmed sign-ups, security events and mails are kept. */
  ...retentionPeriods,
  /** An operator's console session ends after this long without a request, and after this long in any case. */
  OPERATOR_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  OPERATOR_SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  /** Enables /test-hooks/* routes that crash on purpose; only the test suite sets it. */
  ENABLE_TEST_HOOKS: flag,
});

export type Env = z.infer<typeof envSchema>;

/** The names of every variable the server reads. */
export const ENV_VARIABLES = Object.keys(envSchema.shape) as (keyof Env)[];

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid environment configuration:\n${problems}`);
  }
  return result.data;
}

/** The retention periods of a parsed environment, by name. */
export const retentionPeriodsOf = (settings: Env): RetentionValues =>
  Object.fromEntries(Object.entries(RETENTION_PERIODS).map(([name, { variable }]) => [name, settings[variable]])) as RetentionValues;

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
