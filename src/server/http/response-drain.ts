import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';
import { remember } from '../remember.ts';

interface Written {
  response: ServerResponse;
  /** Whether the last write filled the response's buffer (its write answered false) and no 'drain' came since. */
  full: boolean;
}

// One store for the server entry and the site Astro bundles (remember.ts): the download that waits is bundled, the server that watches is not.
const written = remember('response-writes', () => new AsyncLocalStorage<Written>());

/**
 * Runs `render` with the response's writes watched (decision 0033). Astro's Node adapter writes a streamed body
 * chunk after chunk without waiting when a write answers false, so a body produced faster than the client
 * reads it would pile up in memory; a producer that awaits responseDrained() between its chunks (a download,
 * http/download.ts) waits for the client instead. Call it after any middleware that replaces `res.write`
 * (compression), so that the buffer watched is the one the body goes into first.
 */
export function watchingWrites<Result>(response: ServerResponse, render: () => Result): Result {
  const state: Written = { response, full: false };
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  response.write = ((...args: unknown[]) => {
    const took = write(...args);
    if (!took) state.full = true;
    return took;
  }) as ServerResponse['write'];
  response.on('drain', () => (state.full = false));
  return written.run(state, render);
}

/** Resolves once the response being written in this request can take more, or has closed; at once outside one. */
export function responseDrained(): Promise<void> {
  const state = written.getStore();
  if (!state?.full || state.response.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      state.response.off('drain', done);
      state.response.off('close', done);
      resolve();
    };
    state.response.once('drain', done);
    state.response.once('close', done);
  });
}
