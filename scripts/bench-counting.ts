import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino from 'pino';
import { startAnalytics } from '../src/server/analytics/recording.ts';

const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CALLS = 1_000_000;

/** A browser's request for the home page as the HTTP parser hands it over: header strings of its own each time. */
const pageRequest = (): IncomingMessage =>
  ({
    method: 'GET',
    url: '/',
    headers: {
      host: '127.0.0.1',
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'accept-encoding': 'gzip, br',
      'user-agent': `${USER_AGENT.slice(0, 40)}${USER_AGENT.slice(40)}`,
    },
    socket: { remoteAddress: '127.0.0.1' },
  }) as unknown as IncomingMessage;

/** A built page's answer, already written when the server shows it to the statistics. */
const answeredPage = (): ServerResponse =>
  Object.assign(new EventEmitter(), { statusCode: 200, writableEnded: true }) as unknown as ServerResponse;

const nsPerCall = (call: () => void): number => {
  const started = process.hrtime.bigint();
  for (let index = 0; index < CALLS; index += 1) call();
  return Number(process.hrtime.bigint() - started) / CALLS;
};

/**
 * Decision 0036: what counting adds to a page request, in-process: the request and answer made alike with and
 * without the statistics watching, a million times each (three rounds, the median). Unlike the servers'
 * requests/s, which a machine shared with the load generator moves by a tenth between two readings, this
 * figure holds still to a few percent; set it against the CPU time per request the serving bench prints.
 */
export function benchCounting(): number {
  const analytics = startAnalytics({
    db: () => Promise.reject(new Error('the bench writes nothing')),
    logger: pino({ level: 'silent' }),
    ownHosts: new Set(['127.0.0.1']),
    flushMs: 3_600_000,
  });
  const plain = () => {
    pageRequest();
    answeredPage();
  };
  const counted = () => analytics.watch(pageRequest(), answeredPage());
  for (let warm = 0; warm < 3; warm += 1) {
    nsPerCall(plain);
    nsPerCall(counted);
  }
  const rounds = [0, 1, 2].map(() => nsPerCall(counted) - nsPerCall(plain)).sort((a, b) => a - b);
  void analytics.stop().catch(() => {});
  const ns = rounds[1]!;
  console.log(
    `Counting a page request in-process: ${(ns / 1000).toFixed(2)} µs (rounds ${rounds.map((round) => (round / 1000).toFixed(2)).join(', ')})`,
  );
  return ns;
}
