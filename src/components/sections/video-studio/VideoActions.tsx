import type { Locale } from '#i18n/config.ts';
import { ButtonLink, buttonClasses } from '#components/ui/ButtonLink.tsx';
import { BookingLink } from '#components/ui/BookingLink.tsx';
import { Icon } from '#components/ui/icons.tsx';
import { Section } from '#components/ui/Section.tsx';
import type { VideoStudioContent } from './types.ts';

interface VideoActionsProps {
  locale: Locale;
  consultation: VideoStudioContent['consultation'];
  newsletter: VideoStudioContent['newsletter'];
  /** Id of the footer's newsletter heading: the form there is on every page. */
  newsletterTarget: string;
}

const panel = 'flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8';

/** spec §2 (Video studio): 'Video-Beratung buchen' and 'Newsletter abonnieren', each with a real destination. */
export function VideoActions({ locale, consultation, newsletter, newsletterTarget }: VideoActionsProps) {
  return (
    <Section tone="blue">
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby={consultation.anchor} className={panel}>
          <h2 id={consultation.anchor} className="text-2xl font-bold text-ink">
            {consultation.title}
          </h2>
          <p className="mt-3 flex-1 text-slate-700">{consultation.text}</p>
          <BookingLink locale={locale} className={`${buttonClasses('primary')} mt-6 self-start`}>
            <Icon name="calendar" className="h-5 w-5" />
            {consultation.button}
          </BookingLink>
        </section>
        <section aria-labelledby={newsletter.anchor} className={panel}>
          <h2 id={newsletter.anchor} className="text-2xl font-bold text-ink">
            {newsletter.title}
          </h2>
          <p className="mt-3 flex-1 text-slate-700">{newsletter.text}</p>
          <ButtonLink href={`#${newsletterTarget}`} variant="secondary" className="mt-6 self-start">
            <Icon name="mail" className="h-5 w-5" />
            {newsletter.button}
          </ButtonLink>
        </section>
      </div>
    </Section>
  );
}
