import { formatDateTime } from '#lib/format.ts';

/** A moment as the console writes it (de-CH, Swiss time), machine-readable too; a dash when there is none. */
export function Moment({ at }: { at: Date | null }) {
  return at ? (
    <time dateTime={at.toISOString()} className="whitespace-nowrap">
      {formatDateTime(at)}
    </time>
  ) : (
    <span>–</span>
  );
}
