/**
 * Runs `round` now and again `intervalMs` after each round ends, until stopped. A failed round is
 * reported and the next one tries again; `stop` waits for a round under way.
 */
export function repeatEvery(
  intervalMs: number,
  round: () => Promise<unknown>,
  onError: (error: unknown) => void,
): { stop: () => Promise<void> } {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = round()
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
