import type { Locale } from '#i18n/config.ts';
import { translate } from '#i18n/translate.ts';
import { Icon } from '#components/ui/icons.tsx';
import type { EventView } from '#server/events/event-page.ts';

interface EventFactsProps {
  view: EventView;
  locale: Locale;
  /** Where the seats' line leads while the event takes registrations (the form below). */
  registerHref?: string | undefined;
}

/** Decision 0051: an event's date, how one takes part, where, the seats and the price, and its status first. */
export function EventFacts({ view, locale, registerHref }: EventFactsProps) {
  const ongoing = view.state === 'open' || view.state === 'full';
  const row = (label: string, value: React.ReactNode) => (
    <div className="grid gap-1 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="font-semibold text-ink">{label}</dt>
      <dd className="break-words text-slate-800">{value}</dd>
    </div>
  );
  return (
    <div>
      {(view.statusNote || !ongoing) && (
        <p className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 font-medium text-amber-950" data-event-status={view.state}>
          {view.statusNote ?? view.stateText}
        </p>
      )}
      <h2 className="text-xl font-bold text-ink">{translate(locale, 'events.page.factsTitle')}</h2>
      <dl className="mt-4 flex flex-col gap-3">
        {row(
          translate(locale, 'events.page.whenLabel'),
          <span className="inline-flex items-start gap-2">
            <Icon name="calendar" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            <time dateTime={view.startsAt.toISOString()}>{view.when}</time>
          </span>,
        )}
        {row(translate(locale, 'events.page.modeLabel'), view.modeText)}
        {view.address && row(translate(locale, 'events.page.addressLabel'), <span className="whitespace-pre-line">{view.address}</span>)}
        {ongoing &&
          row(
            translate(locale, 'events.page.seatsLabel'),
            registerHref ? (
              <a href={registerHref} className="font-medium text-brand-700 underline" data-event-seats>
                {view.stateText}
              </a>
            ) : (
              <span data-event-seats>{view.stateText}</span>
            ),
          )}
        {row(translate(locale, 'events.page.priceLabel'), view.priceText)}
      </dl>
    </div>
  );
}
