import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface SteadyLoad {
  /** Requests sent, and their rate over the run. */
  sent: number;
  perSecond: number;
  /** Answers other than 200, failed connections and timeouts. */
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** With `bodies`: the distinct answers received per body (by its index), to see that equal questions get equal answers. */
  answers: Map<number, Set<string>>;
}

const TIMEOUT_MS = 5000;

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;

/**
 * An open-loop load: `rate` requests a second for `seconds`, in turn over `paths`, each sent at its
 * planned time whether or not earlier ones were answered. A latency counts from the planned time to the
 * answer's last byte, so a server that falls behind is seen to (no coordinated omission). With
 * `bodies`, each request POSTs the next body in turn and its answer is kept.
 */
export async function steadyLoad({
  origin,
  paths,
  rate,
  seconds,
  headers = {},
  bodies,
}: {
  origin: string;
  paths: readonly string[];
  rate: number;
  seconds: number;
  headers?: Record<string, string>;
  bodies?: readonly string[];
}): Promise<SteadyLoad> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const total = Math.round(rate * seconds);
  const start = performance.now();
  const pending: Promise<void>[] = [];
  const answers = new Map<number, Set<string>>();

  const send = (planned: number, path: string, number: number) =>
    new Promise<void>((resolve) => {
      const done = (ok: boolean) => {
        latencies.push(performance.now() - planned);
        if (!ok) errors += 1;
        resolve();
      };
      const body = bodies?.[number % bodies.length];
      const req = request(
        `${origin}${path}`,
        { agent, headers, timeout: TIMEOUT_MS, method: body === undefined ? 'GET' : 'POST' },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => body !== undefined && chunks.push(chunk));
          res.on('end', () => {
            if (body !== undefined) {
              const key = number % bodies!.length;
              answers.set(key, (answers.get(key) ?? new Set()).add(Buffer.concat(chunks).toString('utf8')));
            }
            done(res.statusCode === 200);
          });
          res.on('error', () => done(false));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => done(false));
      req.end(body);
    });

  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
    for (; sent < due; sent += 1) pending.push(send(start + (sent / rate) * 1000, paths[sent % paths.length]!, sent));
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  const sendingSeconds = (performance.now() - start) / 1000;
  await Promise.all(pending);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    sent,
    perSecond: sent / sendingSeconds,
    errors,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
    answers,
  };
}
