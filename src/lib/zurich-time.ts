const ZONE = 'Europe/Zurich';

/** The parts of an instant as a clock in Zurich shows it, with the offset in force then ("GMT+01:00"). */
function zurichParts(instant: Date): Record<string, string> {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    weekday: 'short',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  });
  return Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
}

/** Zurich's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
function zurichOffsetMinutes(instant: Date): number {
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(zurichParts(instant).timeZoneName ?? '');
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** A calendar day (as content dates are read: midnight UTC) as the instant that day begins in Zurich. */
export function zurichStartOfDay(day: Date): Date {
  const utcMidnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  return new Date(utcMidnight - zurichOffsetMinutes(new Date(utcMidnight)) * 60_000);
}

/** An instant as RFC 822 dates are written in RSS, in Zurich's time: "Mon, 20 Jan 2025 00:00:00 +0100". */
export function rfc822InZurich(instant: Date): string {
  const parts = zurichParts(instant);
  const minutes = zurichOffsetMinutes(instant);
  const offset = `${minutes < 0 ? '-' : '+'}${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')}${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year} ${parts.hour}:${parts.minute}:${parts.second} ${offset}`;
}
