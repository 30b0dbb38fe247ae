import { z } from 'zod';
import { RATE_LIMITS, type RateLimitVariable } from './config/rate-limit-registry.ts';
import { EXAMPLE_CLIENT_HASH_SALT } from './example-salt.ts';
import { MAIL_DEFAULTS, SMTP_TIMEOUT_DEFAULTS } from './config/delivery-settings.ts';
import { networkList } from './config/network-list.ts';
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
const rateLimits = Object.fromEntries(
  Object.values(RATE_LIMITS).map(({ variable, fallback, requests }) => [
    variable,
    rate(fallback).describe(`Per-address limit of ${requests}, as \`count/seconds\`. How a client is counted: [above](#rate-limits).`),
  ]),
) as Record<RateLimitVariable, ReturnType<typeof rate>>;

/** A retention period in whole days (up to ten years) or months (up to ten years). */
const period = (unit: RetentionUnit, fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(unit === 'days' ? 3650 : 120)
    .default(fallback);

/** decision 0016: how long each kind of record is kept, one variable per entry of the registry. */
const retentionPeriods = Object.fromEntries(
  Object.values(RETENTION_PERIODS).map(({ variable, unit, fallback, kept }) => [
    variable,
    period(unit, fallback).describe(`How many ${unit} the server keeps ${kept} ([retention](operating.md#retention)).`),
  ]),
) as Record<RetentionVariable, ReturnType<typeof period>>;

/** An optional setting: unset and empty (`NAME=` in .env) both mean "not configured". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A host name with an optional port, as it stands in a URL ("example.ch", "127.0.0.1:4411", "[::1]:4321"). */
const isHost = (entry: string) => URL.canParse(`http://${entry}`) && new URL(`http://${entry}`).host === entry;

/** Comma-separated host names, in lower case; empty means none. */
const hostList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().refine(isHost, 'must be host names (host or host:port) separated by commas')));

/**
 * Every environment variable the server reads, parsed once. Each one's description is the text of
 * docs/configuration.md's table (`npm run docs:config` writes it from here; Markdown, links relative to
 * docs/); .env.example lists them too.
 */
export const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .optional()
    .describe(
      'Set by the tooling, not by the operator: `production` makes the server refuse to start with the example `CLIENT_HASH_SALT`.',
    ),
  HOST: z.string().min(1).default('localhost').describe('Interface the server listens on (`0.0.0.0` for all).'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321).describe('Port the server listens on.'),
  SITE_URL: z
    .url()
    .default('http://localhost:4321')
    .describe(
      'Public origin of the site, used for canonical URLs, hreflang alternates, `sitemap.xml` and `robots.txt`. Read at build time (`npm start` builds first). Forms, the API and the console take browser posts only from this origin and those of `SITE_ALLOWED_HOSTS` (for a site on `localhost`, `127.0.0.1` or `[::1]`, from all three names at its port). The passkeys of the console belong to its host name ([operating](operating.md#signing-in-to-the-console)).',
    ),
  SITE_ALLOWED_HOSTS: hostList.describe(
    "Further hosts the site is reached at, comma-separated (`example.ch`, `staging.example.ch:8443`), under `SITE_URL`'s scheme. A browser post from any other origin is refused with 403 – also one whose `Host` names that origin, as a page of another site can arrange (DNS rebinding).",
  ),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe(
      "`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`. Logs are JSON lines on stdout, Astro's own lines (an error a page or endpoint throws) included; they carry no e-mail addresses, query strings or values of a failed query.",
    ),
  TRUST_PROXY: flag.describe(
    "Set `true` only behind a reverse proxy that sets `X-Forwarded-Proto`/`X-Forwarded-For` and is the only way to the server; then HTTPS is detected through it, HSTS is sent, and the rate limits and the stored client network follow the client's address as the proxy saw it ([deploying](deploying.md#behind-a-reverse-proxy-or-load-balancer)).",
  ),
  TRUST_PROXY_HOPS: z.coerce
    .number()
    .int()
    .min(1)
    .max(10)
    .default(1)
    .describe(
      "With `TRUST_PROXY`: how many proxies stand in front of the server, each appending the address it was reached from to `X-Forwarded-For`. The client's address is the entry this many places from the right; the entries left of it are the client's own writing and never count.",
    ),
  TRUST_PROXY_HEADER: optional(z.string().regex(/^[A-Za-z0-9-]+$/, 'must be a header name, e.g. X-Real-IP')).describe(
    "With `TRUST_PROXY`: a header the proxy sets to the client's address alone (`X-Real-IP`); then it is read instead of `X-Forwarded-For`. A value that is not an IP address is refused (the proxy's own address stands in for it).",
  ),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional()
    .describe(
      'A PostgreSQL server (`postgres://user:password@host:5432/db`). Without it the embedded PGlite engine stores everything under `DATA_DIR`.',
    ),
  DATABASE_SSL: z
    .enum(['off', 'require', 'no-verify'])
    .default('off')
    .describe('TLS to the PostgreSQL server: `off`, `require` (certificate checked) or `no-verify`.'),
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .default(10)
    .describe('Connections per server instance to the PostgreSQL server.'),
  DATABASE_STARTUP_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(120_000)
    .describe(
      'How long a starting server keeps trying to reach (and migrate) the database, with a growing pause between tries, before it exits with a message. `/api/health` answers 503 meanwhile; static pages are served.',
    ),
  SHUTDOWN_GRACE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(10_000)
    .describe(
      'On SIGTERM/SIGINT: how long requests in flight and the mail on the wire may take to finish. The server exits 0 when they did, 1 when this ran out first.',
    ),
  REQUEST_BODY_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(300_000)
    .default(30_000)
    .describe(
      "How long a request's body (at most 64 KB) may take to arrive after its headers; a slower one is answered 408 and its connection closed. One client (counted as the rate limits count it) may be sending at most 5 bodies at once; a further one is answered 429 with `Retry-After` and its connection closed. Neither bounds a long answer, such as the assistant's stream.",
    ),
  DATA_DIR: z
    .string()
    .min(1)
    .default('./data')
    .describe(
      'Where the embedded database (`db/`) lives when no `DATABASE_URL` is set, and the file mailer\'s `mail/`. Everything in it is its owner\'s only (directories 700, files 600), whatever the umask the server or an admin command was started with; at start the server restricts whatever is open to other users in an existing directory and logs how many entries and which (`"event":"data_dir_restricted"`, paths relative to the directory).',
    ),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .describe(
      '`smtp://user:password@host:587` or `smtps://…:465`. Without it every mail is written as an `.eml` file to `DATA_DIR/mail/` and its path logged, so a new setup shows what would be sent.',
    ),
  MAIL_POLL_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(MAIL_DEFAULTS.pollIntervalMs)
    .describe('How often the outbox worker looks for mail when the outbox is empty; while mail waits, it sends on at once.'),
  MAIL_RETRY_BASE_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(MAIL_DEFAULTS.retryBaseMs)
    .describe('First retry delay of a mail the SMTP server did not take; it doubles with each attempt, up to an hour.'),
  MAIL_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(50)
    .default(MAIL_DEFAULTS.concurrency)
    .describe(
      'Mails sent at once per server instance, each over its own pooled SMTP connection (twice as many while sends are stalled); also about the most mails a process killed mid-send can make go out twice.',
    ),
  MAIL_SMTP_SOCKET_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(SMTP_TIMEOUT_DEFAULTS.socketMs)
    .describe(
      'How long the SMTP server may stay silent, e.g. before it acknowledges a mail (RFC 5321 allows 10 minutes). Shorter makes a slow but working server get the mail again with every retry.',
    ),
  CAMPAIGN_RATE_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(0)
    .default(0)
    .describe(
      'Newsletter campaign mails at most per minute, across all server instances (0: no cap); transactional mail never counts or waits.',
    ),
  CAMPAIGN_RATE_PER_HOUR: z.coerce
    .number()
    .int()
    .min(0)
    .default(0)
    .describe("Newsletter campaign mails at most per hour, across all server instances (0: no cap), e.g. a mail provider's hourly limit."),
  ANALYTICS: z
    .enum(['on', 'off'])
    .default('on')
    .describe(
      'Visitor statistics, counted by the server as it answers pages, without cookies or scripts ([operating](operating.md#visitor-statistics)): `off` counts nothing.',
    ),
  ANALYTICS_FLUSH_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(60_000)
    .default(5000)
    .describe('How often the counts held in memory are added to the database; a server killed loses at most this long of counting.'),
  ANALYTICS_EXCLUDED_NETWORKS: networkList.describe(
    "The firm's own networks, whose visits the statistics leave out ([operating](operating.md#visitor-statistics)): CIDR blocks or addresses separated by commas (`203.0.113.0/24,2001:db8:1::/48`), matched against the client's address as the rate limits resolve it (behind a proxy: `TRUST_PROXY`). A signed-in operator's visits are left out in any case.",
  ),
  CLIENT_HASH_SALT: z
    .string()
    .min(1)
    .default(EXAMPLE_CLIENT_HASH_SALT)
    .describe(
      "Secret for the one-way hash of client addresses kept with contact messages, newsletter sign-ups and waiting-list entries, and for unsubscribe tokens. Each form hashes with a key of its own, derived from this secret with HMAC and the form's name, so one address has a different hash in each table and the hashes do not link a person's records (rows stored before this keep their former hash, which nothing compares, so they need no migration). **Set your own** (a long random string) and keep it stable. With the example value the server warns at start, and refuses to start when `NODE_ENV=production` or `SITE_URL` is `https://`.",
    ),
  ...rateLimits,
  CHAT_LLM_BASE_URL: optional(z.url()).describe(
    "An OpenAI-compatible API for the site assistant and the LinkedIn generator, up to the version (`http://localhost:11434/v1` for Ollama, `http://host:8000/v1` for vLLM). Without it (and `CHAT_LLM_MODEL`) the assistant answers from the site's own text and the generator offers only its three drafts from the browser ([assistant](assistant.md)).",
  ),
  CHAT_LLM_MODEL: optional(z.string().min(1)).describe(
    "The model that writes the assistant's answers and the generator's model drafts (`llama3.1:8b`, …).",
  ),
  CHAT_LLM_API_KEY: optional(z.string().min(1)).describe('Sent as `Authorization: Bearer …` when the API wants a key.'),
  CHAT_LLM_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(300_000)
    .default(20_000)
    .describe('How long the model may take for an answer; after that (or on any model error) the assistant gives its own answer.'),
  CHAT_LLM_DRAFT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(300_000)
    .default(60_000)
    .describe(
      'How long the model may take for a LinkedIn post draft; after that (or on any model error) the generator says the draft could not be written.',
    ),
  OPERATOR_DIGEST: z
    .enum(['off', 'daily'])
    .default('off')
    .describe(
      "`daily`: one mail to the operator each morning with yesterday's counts and links to the console, only when something came in ([operating](operating.md#mails-to-the-operator)).",
    ),
  OPERATOR_DIGEST_HOUR: z.coerce
    .number()
    .int()
    .min(0)
    .max(23)
    .default(7)
    .describe('The hour (0–23, Zurich time) from which the daily digest goes out.'),
  STATISTICS_SUMMARY: z
    .enum(['off', 'weekly'])
    .default('off')
    .describe(
      "`weekly`: one mail to the operator each Monday from `OPERATOR_DIGEST_HOUR` with the visitor statistics of the week before (Monday to Sunday) against the week before that – visitors, page views, conversions and their rate, the top pages, channels, referrers and conversions – and a link to that week on the console's Statistics page; none after a week without a visitor or a conversion, and none with `ANALYTICS=off` ([operating](operating.md#mails-to-the-operator)).",
    ),
  ...retentionPeriods,
  OPERATOR_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(1440)
    .default(30)
    .describe("An operator's console session ends after this many minutes without a request."),
  OPERATOR_SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(720)
    .default(12)
    .describe('… and this many hours after signing in, however active.'),
  ENABLE_TEST_HOOKS: flag.describe(
    'Test suite only: enables `/test-hooks/*` routes that fail on purpose to exercise the crash screens, `/test-hooks/security-events`, which lists the latest stored security events, and `/test-hooks/answer-times`, how long the server took for its answers to each form. Never set it in production.',
  ),
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
