/**
 * Shares one build of a lazily made resource between its callers, under a key. A build that fails is
 * forgotten at once, so the next caller builds again: a resource first asked for while the database was
 * still starting or away must work once it is back, not stay broken until the process restarts (decision 0027).
 */
export function builtOnce<K, V>(builds: Map<K, Promise<V>>, key: K, build: () => Promise<V>): Promise<V> {
  const kept = builds.get(key);
  if (kept) return kept;
  const pending = build();
  builds.set(key, pending);
  pending.catch(() => {
    if (builds.get(key) === pending) builds.delete(key);
  });
  return pending;
}
