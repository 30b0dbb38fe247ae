/** spec §4: the crash screen shows an error ID derived from the time in base 36. */
export function createErrorId(now: number = Date.now()): string {
  return now.toString(36).toUpperCase();
}
