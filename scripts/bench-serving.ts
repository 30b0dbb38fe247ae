import autocannon from 'autocannon';
import { TIERS_ENDPOINT } from '../src/lib/tiers.ts';
import { benchCounting } from './bench-counting.ts';
import { cpuMsOf } from './bench-cpu.ts';
import { startNginx } from './bench-nginx.ts';
import { steadyLoad, type SteadyLoad } from './bench-steady.ts';

/** Decision 0018's targets for serving, measured side by side with nginx serving a copy of the same build. */
export const SERVING_TARGETS = {
  home: { connections: 50, shareOfNginx: 0.5, p99Ms: 30 },
  tiers: { connections: 50, perSecond: 3000 },
  everyPage: { rate: 200, errors: 0, p95Ms: 20, p99Ms: 50 },
  /**
   * Decision 0036: serving with visitor statistics counted, against the same server with ANALYTICS=off (requests/s);
   * beside it the CPU time per request of both under a steady load of `rate` a second each.
   */
  counting: { shareOfUncounted: 0.95, rate: 1500 },
} as const;

/** What every browser sends for a page: so that each request is one the statistics count (a browser, not a robot). */
const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, br',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
};
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const MIX_SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? 60);

interface Measured {
  perSecond: number;
  p50: number;
  p95?: number;
  p99: number;
  errors: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

async function closedLoop(url: string, connections: number, duration: number): Promise<Measured> {
  const result = await autocannon({ url, connections, duration, headers: BROWSER_HEADERS });
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const summary = (runs: Measured[]): Measured => ({
  perSecond: median(runs.map((run) => run.perSecond)),
  p50: median(runs.map((run) => run.p50)),
  p99: median(runs.map((run) => run.p99)),
  errors: runs.reduce((sum, run) => sum + run.errors, 0),
});

interface Runs {
  median: Measured;
  runs: Measured[];
}

/**
 * The median of RUNS runs (requests/s and p99 each) per address, after a short warm-up; errors summed.
 * The addresses take turns, in alternating order, so a busy moment of the machine falls on none alone.
 */
async function mediansOfRuns(urls: string[], connections: number): Promise<Runs[]> {
  for (const url of urls) await closedLoop(url, connections, 2);
  const runs = urls.map((): Measured[] => []);
  for (let run = 0; run < RUNS; run += 1) {
    const order = urls.map((_, index) => (run % 2 === 0 ? index : urls.length - 1 - index));
    for (const index of order) runs[index]!.push(await closedLoop(urls[index]!, connections, SECONDS));
  }
  return runs.map((measured) => ({ median: summary(measured), runs: measured }));
}

/**
 * One server's requests/s as a share of another's: the median of the shares of each run, whose two readings
 * were taken one after the other. The machine's speed drifts by a third within minutes here, which the
 * medians of each server's own runs would take for a difference between the servers.
 */
const shareOf = (measured: Runs, reference: Runs) => {
  const shares = measured.runs.map((run, index) => run.perSecond / reference.runs[index]!.perSecond);
  return { share: median(shares), shares };
};

/**
 * Decision 0036: the counted server's requests/s as a share of the uncounted one's, the two loaded at the same time
 * (a closed loop of `connections` each, RUNS times BENCH_SECONDS): both then meet the same machine at the same
 * moment and share its cores, so each run's share is what one costs against the other, whatever the machine's
 * speed did meanwhile. Taken one after the other, two ANALYTICS=off servers differed by up to a tenth here.
 */
async function sharesAtOnce(counted: string, uncounted: string, connections: number) {
  await Promise.all([counted, uncounted].map((url) => closedLoop(url, connections, 2)));
  const shares: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const [measured, reference] = await Promise.all([counted, uncounted].map((url) => closedLoop(url, connections, SECONDS)));
    shares.push(measured!.perSecond / reference!.perSecond);
  }
  return { share: median(shares), shares };
}

const fromSteady = (load: SteadyLoad): Measured => ({
  perSecond: load.perSecond,
  p50: load.p50,
  p95: load.p95,
  p99: load.p99,
  errors: load.errors,
});

async function sitemapPaths(origin: string): Promise<string[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

async function builtOnly(origin: string, paths: string[]): Promise<string[]> {
  const found = await Promise.all(paths.map(async (path) => (await fetch(`${origin}${path}`, { method: 'HEAD' })).ok));
  return paths.filter((_, index) => found[index]);
}

/** A running server: where it answers and its process, whose CPU time is read. */
export interface BenchedServer {
  origin: string;
  pid: number;
}

/**
 * What counting costs the server's CPU (decision 0036): both servers under the same steady load of the home page at
 * once (SERVING_TARGETS.counting.rate a second each, RUNS times BENCH_SECONDS), the CPU time each process used
 * divided by the requests it answered. Taken side by side, the two readings share every change of the
 * machine's speed, which makes this the steadiest figure of the two servers' difference (an ANALYTICS=off
 * server beside another agrees with it within 1 %); at this rate, far below what the server can do, a request
 * also costs more than under a closed loop, so it shows the cost of counting rather larger than at full load.
 */
async function cpuPerRequest(servers: BenchedServer[]): Promise<{ msPerRequest: number[] } | undefined> {
  const used = servers.map(() => ({ cpuMs: 0, requests: 0 }));
  for (let run = 0; run < RUNS; run += 1) {
    const before = servers.map(({ pid }) => cpuMsOf(pid));
    const loads = await Promise.all(
      servers.map(({ origin }) =>
        steadyLoad({ origin, paths: ['/'], rate: SERVING_TARGETS.counting.rate, seconds: SECONDS, headers: BROWSER_HEADERS }),
      ),
    );
    for (const [index, { pid }] of servers.entries()) {
      const [start, end] = [before[index], cpuMsOf(pid)];
      if (start === undefined || end === undefined) return undefined;
      used[index]!.cpuMs += end - start;
      used[index]!.requests += loads[index]!.sent - loads[index]!.errors;
    }
  }
  return { msPerRequest: used.map(({ cpuMs, requests }) => cpuMs / requests) };
}

/**
 * `npm run bench`, serving part: the site's server at `siteOrigin` and nginx (Debian's nginx-light, when
 * installed) on the same built files: the home page at 50 connections (BENCH_RUNS runs of
 * BENCH_SECONDS), beside the same server with visitor statistics off (`uncountedOrigin`), /api/tiers, and a
 * steady 200 requests/s over every sitemap page for BENCH_MIX_SECONDS.
 * Prints the table and the targets; true when every target holds.
 */
export async function benchServing(site: BenchedServer, distDir: string, uncounted: BenchedServer): Promise<boolean> {
  const [siteOrigin, uncountedOrigin] = [site.origin, uncounted.origin];
  const nginx = await startNginx(distDir);
  if (!nginx)
    console.log('nginx is not installed (apt-get install nginx-light libnginx-mod-http-brotli-static): the comparison cannot be made.');
  const rows: (Measured & { case: string; server: string })[] = [];
  const add = (name: string, server: string, measured: Measured) => {
    rows.push({ case: name, server, ...measured });
    return measured;
  };
  let home: { site: Runs; uncounted: Runs; nginx?: Runs | undefined };
  let tiers: Measured;
  let countingCpu: Awaited<ReturnType<typeof cpuPerRequest>>;
  let countingAtOnce: Awaited<ReturnType<typeof sharesAtOnce>>;
  let everyPage: { site: Measured; nginx?: Measured | undefined };
  try {
    const homeCase = `GET / (${BROWSER_HEADERS['accept-encoding']}), ${SERVING_TARGETS.home.connections} connections, median of ${RUNS}`;
    const [siteHome, uncountedHome, nginxHome] = await mediansOfRuns(
      [`${siteOrigin}/`, `${uncountedOrigin}/`, ...(nginx ? [`${nginx.origin}/`] : [])],
      SERVING_TARGETS.home.connections,
    );
    add(homeCase, 'site', siteHome!.median);
    add(homeCase, 'site, ANALYTICS=off', uncountedHome!.median);
    if (nginxHome) add(homeCase, 'nginx', nginxHome.median);
    home = { site: siteHome!, uncounted: uncountedHome!, nginx: nginxHome };
    countingAtOnce = await sharesAtOnce(`${siteOrigin}/`, `${uncountedOrigin}/`, SERVING_TARGETS.home.connections);
    countingCpu = await cpuPerRequest([site, uncounted]);
    const [siteTiers] = await mediansOfRuns([`${siteOrigin}${TIERS_ENDPOINT}`], SERVING_TARGETS.tiers.connections);
    tiers = add(`GET ${TIERS_ENDPOINT}, ${SERVING_TARGETS.tiers.connections} connections, median of ${RUNS}`, 'site', siteTiers!.median);
    const paths = await sitemapPaths(siteOrigin);
    const mixCase = `${SERVING_TARGETS.everyPage.rate}/s over ${paths.length} sitemap pages, ${MIX_SECONDS} s`;
    const load = (origin: string, over: string[]) =>
      steadyLoad({ origin, paths: over, rate: SERVING_TARGETS.everyPage.rate, seconds: MIX_SECONDS, headers: BROWSER_HEADERS });
    everyPage = { site: add(mixCase, 'site', fromSteady(await load(siteOrigin, paths))) };
    if (nginx) {
      // nginx has the built pages only; those rendered per request (the generator) are left out for it.
      const built = await builtOnly(nginx.origin, paths);
      everyPage.nginx = add(
        `${mixCase}${built.length < paths.length ? ` (nginx: the ${built.length} built ones)` : ''}`,
        'nginx',
        fromSteady(await load(nginx.origin, built)),
      );
    }
  } finally {
    await nginx?.stop();
  }

  const round = (value: number | undefined) => (value === undefined ? '' : value >= 100 ? Math.round(value) : Number(value.toFixed(1)));
  console.table(
    rows.map((row) => ({
      case: row.case,
      server: row.server,
      'req/s': round(row.perSecond),
      'p50 ms': round(row.p50),
      'p95 ms': round(row.p95),
      'p99 ms': round(row.p99),
      errors: row.errors,
    })),
  );
  if (nginx && !nginx.brotli) console.log('nginx sent gzip only (libnginx-mod-http-brotli-static is not installed).');

  const checks: [label: string, ok: boolean][] = [];
  const shares = (value: { shares: number[] }) => value.shares.map((share) => share.toFixed(2)).join(', ');
  const ofNginx = home.nginx && shareOf(home.site, home.nginx);
  checks.push([
    `home page: ${round(home.site.median.perSecond)}/s = ${ofNginx ? `${ofNginx.share.toFixed(2)} of nginx's ${round(home.nginx!.median.perSecond)}/s (runs ${shares(ofNginx)})` : 'n/a (no nginx)'} (target ≥ ${SERVING_TARGETS.home.shareOfNginx})`,
    ofNginx !== undefined && ofNginx.share >= SERVING_TARGETS.home.shareOfNginx,
  ]);
  const inTurns = shareOf(home.site, home.uncounted);
  console.log(
    `Home page counted, taking turns with ANALYTICS=off: ${inTurns.share.toFixed(2)} of its requests/s (runs ${shares(inTurns)})`,
  );
  checks.push([
    `home page counted, both servers at ${SERVING_TARGETS.home.connections} connections at once: ${countingAtOnce.share.toFixed(2)} of the requests/s with ANALYTICS=off (runs ${shares(countingAtOnce)}) (target ≥ ${SERVING_TARGETS.counting.shareOfUncounted})`,
    countingAtOnce.share >= SERVING_TARGETS.counting.shareOfUncounted,
  ]);
  if (countingCpu) {
    const [countedUs, uncountedUs] = countingCpu.msPerRequest.map((ms) => ms * 1000);
    console.log(
      `CPU per request, both servers at ${SERVING_TARGETS.counting.rate}/s at once: ${countedUs!.toFixed(1)} µs counted, ${uncountedUs!.toFixed(1)} µs with ANALYTICS=off (${(uncountedUs! / countedUs!).toFixed(2)})`,
    );
  }
  benchCounting();
  checks.push([
    `home page: p99 ${round(home.site.median.p99)} ms (target ≤ ${SERVING_TARGETS.home.p99Ms} ms), ${home.site.median.errors} errors`,
    home.site.median.p99 <= SERVING_TARGETS.home.p99Ms && home.site.median.errors === 0,
  ]);
  checks.push([
    `${TIERS_ENDPOINT}: ${round(tiers.perSecond)}/s (target ≥ ${SERVING_TARGETS.tiers.perSecond}), ${tiers.errors} errors`,
    tiers.perSecond >= SERVING_TARGETS.tiers.perSecond && tiers.errors === 0,
  ]);
  const mix = everyPage.site;
  checks.push([
    `every page at ${SERVING_TARGETS.everyPage.rate}/s: ${mix.errors} errors, p95 ${round(mix.p95)} ms, p99 ${round(mix.p99)} ms (targets 0, ≤ ${SERVING_TARGETS.everyPage.p95Ms} ms, ≤ ${SERVING_TARGETS.everyPage.p99Ms} ms)`,
    mix.errors === SERVING_TARGETS.everyPage.errors &&
      mix.p95! <= SERVING_TARGETS.everyPage.p95Ms &&
      mix.p99 <= SERVING_TARGETS.everyPage.p99Ms,
  ]);
  for (const [label, ok] of checks) console.log(`${ok ? 'met   ' : 'MISSED'} ${label}`);
  return checks.every(([, ok]) => ok);
}
