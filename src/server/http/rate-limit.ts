import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { database } from '../db/instance.ts';
import { env } from '../env.ts';
import { builtOnce } from '../built-once.ts';
import { logger } from '../logger.ts';
import { remember } from '../remember.ts';
import { RATE_LIMITS, type RateLimitName } from '../config/rate-limit-registry.ts';

const limiters = remember('rate-limiters', () => new Map<RateLimitName, Promise<RateLimiterAbstract>>());

/**
 * Per-address limiters: in memory on the embedded database (one process), in PostgreSQL with
 * DATABASE_URL, so that every server instance counts against the same limits.
 */
function limiter(name: RateLimitName): Promise<RateLimiterAbstract> {
  return builtOnce(limiters, name, async () => {
    const { points, seconds } = env()[RATE_LIMITS[name].variable];
    const options = { keyPrefix: `rl_${name}`, points, duration: seconds };
    const handle = await database();
    if (!handle.pool) return new RateLimiterMemory(options);
    const pool = handle.pool;
    return new Promise<RateLimiterAbstract>((resolve, reject) => {
      const store: RateLimiterPostgres = new RateLimiterPostgres(
        { ...options, storeClient: pool, tableName: 'rate_limits' },
        (error?: Error) => (error ? reject(error) : resolve(store)),
      );
    });
  });
}

/** For the health check: every limit's limiter is built (a form whose limiter cannot be built cannot serve). */
export async function rateLimitersReady(): Promise<void> {
  await Promise.all((Object.keys(RATE_LIMITS) as RateLimitName[]).map((name) => limiter(name)));
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one attempt of a client against a limit; a refusal is logged (without the client). */
export async function consumeRate(name: RateLimitName, clientKey: string): Promise<RateDecision> {
  try {
    await (await limiter(name)).consume(clientKey);
    return { allowed: true };
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    logger.warn({ event: 'rate_limited', endpoint: name }, 'rate limit reached');
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
  }
}
