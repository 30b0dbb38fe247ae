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
}

const TIMEOUT_MS = 5000;

const percentile = (sorted: readonly number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;

/**
 * An open-loop load: `rate` requests a second for `seconds`, in turn over `paths`, each sent at its
 * planned time whether or not earlier ones were answered. A latency counts from the planned time to the
 * answer's last byte, so a server that falls behind is seen to (no coordinated omission).
 */
export async function steadyLoad({ origin, paths, rate, seconds, headers = {} }: { origin: string; paths: readonly string[]; rate: number; seconds: number; headers?: Record<string, string> }): Promise<SteadyLoad> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const total = Math.round(rate * seconds);
  const start = performance.now();
  const pending: Promise<void>[] = [];

  const send = (planned: number, path: string) =>
    new Promise<void>((resolve) => {
      const done = (ok: boolean) => {
        latencies.push(performance.now() - planned);
        if (!ok) errors += 1;
        resolve();
      };
      const req = request(`${origin}${path}`, { agent, headers, timeout: TIMEOUT_MS }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => done(res.statusCode === 200));
        res.on('error', () => done(false));
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => done(false));
      req.end();
    });

  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
    for (; sent < due; sent += 1) pending.push(send(start + (sent / rate) * 1000, paths[sent % paths.length]!));
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
  };
}
