import type { Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { formatDateLong } from '#lib/format.ts';
import { PAGE_PATHS } from '#lib/routes.ts';
import { ButtonLink } from '#components/ui/ButtonLink.tsx';
import { Icon } from '#components/ui/icons.tsx';
import { Section } from '#components/ui/Section.tsx';
import { Badge } from './Badge.tsx';
import type { VideoStudioContent } from './types.ts';

interface LiveSessionsProps {
  locale: Locale;
  events: VideoStudioContent['events'];
  register: VideoStudioContent['register'];
}

/**
 * spec §2 (Video studio): three sessions, each with 'Anmelden'. The spec's button has no action;
 * here it leads to the contact page, where the visitor can state their interest.
 */
export function LiveSessions({ locale, events, register }: LiveSessionsProps) {
  const contactHref = localizePath(PAGE_PATHS.contact, locale);
  return (
    <Section id={events.anchor} tone="blue" heading={events.title} intro={events.intro}>
      <ul className="grid gap-6 md:grid-cols-3">
        {events.items.map((event, index) => {
          const titleId = `live-session-${index + 1}`;
          return (
            <li key={event.date} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div>
                <Badge>{event.type}</Badge>
              </div>
              <h3 id={titleId} className="mt-4 text-lg font-semibold text-ink">
                {event.title}
              </h3>
              <p className="mt-2 flex flex-1 items-start gap-2 text-slate-700">
                <Icon name="calendar" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                <time dateTime={`${event.date}T${event.time}`}>
                  {formatDateLong(new Date(`${event.date}T12:00:00Z`), locale)}, {event.time}
                </time>
              </p>
              <ButtonLink href={contactHref} variant="secondary" className="mt-5 self-start" aria-describedby={titleId}>
                {register}
              </ButtonLink>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
