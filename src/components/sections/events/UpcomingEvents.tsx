import type { Locale } from '#i18n/config.ts';
import { translate } from '#i18n/translate.ts';
import { localizePath } from '#i18n/paths.ts';
import { Icon } from '#components/ui/icons.tsx';
import { Section } from '#components/ui/Section.tsx';
import type { EventView } from '#server/events/event-page.ts';

interface UpcomingEventsProps {
  locale: Locale;
  events: readonly EventView[];
  id: string;
}

/** Decision 0051: the published events still to come, the soonest first, each leading to its page. Nothing when none. */
export function UpcomingEvents({ locale, events, id }: UpcomingEventsProps) {
  if (events.length === 0) return null;
  return (
    <Section id={id} heading={translate(locale, 'events.list.upcomingTitle')} intro={translate(locale, 'events.list.upcomingIntro')}>
      <ul className="grid gap-6 md:grid-cols-2" data-upcoming-events>
        {events.map((event) => (
          <li key={event.slug} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold break-words text-ink">{event.title}</h3>
            <p className="mt-2 text-slate-700">{event.summary}</p>
            <p className="mt-3 flex items-start gap-2 text-slate-800">
              <Icon name="calendar" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <time dateTime={event.startsAt.toISOString()}>{event.when}</time>
            </p>
            <p className="mt-1 text-sm text-slate-700">
              {event.modeText} · {event.priceText} · {event.stateText}
            </p>
            <a
              href={localizePath(event.path, locale)}
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            >
              {translate(locale, 'events.list.details')}
              <span className="sr-only">: {event.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
