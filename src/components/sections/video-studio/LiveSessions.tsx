import type { Locale } from '#i18n/config.ts';
import type { EventFormat } from '#lib/events/event-kinds.ts';
import { Section } from '#components/ui/Section.tsx';
import type { NextDate } from '#server/events/event-page.ts';
import { RegisterOrInterest } from '../events/RegisterOrInterest.tsx';
import { Badge } from './Badge.tsx';
import type { VideoStudioContent } from './types.ts';

interface LiveSessionsProps {
  locale: Locale;
  events: VideoStudioContent['events'];
  /** Each format's next published date; a format without one offers its interest list. */
  next: Partial<Record<EventFormat, NextDate>>;
}

/**
 * spec §2 (Video studio), decision 0051: the three live-session formats, always shown (a fresh install has no
 * events), each with 'Anmelden': to its next date's registration form, or onto its interest list.
 */
export function LiveSessions({ locale, events, next }: LiveSessionsProps) {
  return (
    <Section id={events.anchor} tone="blue" heading={events.title} intro={events.intro}>
      <ul className="grid gap-6 md:grid-cols-3">
        {events.items.map((session) => {
          const titleId = `live-session-${session.format}`;
          return (
            <li key={session.format} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div>
                <Badge>{session.type}</Badge>
              </div>
              <h3 id={titleId} className="mt-4 text-lg font-semibold text-ink">
                {session.title}
              </h3>
              <RegisterOrInterest locale={locale} format={session.format} titleId={titleId} next={next[session.format]} />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
