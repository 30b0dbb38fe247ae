/** A unique key refused the write (PostgreSQL's and PGlite's code 23505, however deep the driver wrapped it). */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; typeof cause === 'object' && cause !== null; cause = (cause as { cause?: unknown }).cause)
    if ((cause as { code?: unknown }).code === '23505') return true;
  return false;
}
