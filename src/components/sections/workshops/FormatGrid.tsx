import type { Locale } from '#i18n/config.ts';
import type { EventFormat } from '#lib/events/event-kinds.ts';
import { Section } from '#components/ui/Section.tsx';
import type { NextDate } from '#server/events/event-page.ts';
import { RegisterOrInterest } from '../events/RegisterOrInterest.tsx';
import { CheckList } from './CheckList.tsx';
import type { WorkshopsContent } from './types.ts';

interface FormatGridProps {
  locale: Locale;
  formats: WorkshopsContent['formats'];
  /** Each format's next published date; a format without one offers its interest list (decision 0051). */
  next: Partial<Record<EventFormat, NextDate>>;
}

/** spec §2 (Workshops): the four delivery formats, each with its features and its 'Anmelden'. */
export function FormatGrid({ locale, formats, next }: FormatGridProps) {
  return (
    <Section id={formats.anchor} tone="blue" heading={formats.title} intro={formats.intro}>
      <ul className="grid gap-6 md:grid-cols-2">
        {formats.items.map((format) => {
          const titleId = `format-${format.format}`;
          return (
            <li key={format.format} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 id={titleId} className="text-lg font-semibold text-ink">
                {format.title}
              </h3>
              <p className="mt-2 text-slate-700">{format.description}</p>
              <CheckList items={format.features} className="mt-4" />
              <RegisterOrInterest locale={locale} format={format.format} titleId={titleId} next={next[format.format]} />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
