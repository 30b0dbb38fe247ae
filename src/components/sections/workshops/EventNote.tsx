import type { Locale } from '#i18n/config.ts';
import { INTL_LOCALES } from '#i18n/config.ts';
import { translate } from '#i18n/translate.ts';
import { Icon } from '#components/ui/icons.tsx';
import type { WorkshopsContent } from './types.ts';

interface EventNoteProps {
  locale: Locale;
  event: WorkshopsContent['event'];
}

/** spec §2 (layout): the free online information session, shown as a small note. */
export function EventNote({ locale, event }: EventNoteProps) {
  const start = new Date(event.startDate);
  const when = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Europe/Zurich',
  }).format(start);
  return (
    <div className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
      <h3 className="font-semibold text-ink">{event.name}</h3>
      <p className="mt-1 text-sm text-slate-700">{event.description}</p>
      <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm font-medium text-ink">
        <span className="inline-flex items-center gap-2">
          <Icon name="calendar" className="h-4 w-4 text-brand-700" />
          <time dateTime={event.startDate}>{when}</time>
        </span>
        <span className="inline-flex items-center gap-2">
          <Icon name="clock" className="h-4 w-4 text-brand-700" />
          {translate(locale, 'unit.minutes', { n: event.durationMinutes })}
        </span>
      </p>
    </div>
  );
}
