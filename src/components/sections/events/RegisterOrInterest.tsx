import type { Locale } from '#i18n/config.ts';
import { translate } from '#i18n/translate.ts';
import type { EventFormat } from '#lib/events/event-kinds.ts';
import { ButtonLink } from '#components/ui/ButtonLink.tsx';
import { Icon } from '#components/ui/icons.tsx';
import { HoneypotField } from '#components/ui/HoneypotField.tsx';
import { EVENT_INTEREST_ENDPOINT, eventInterestAnchor } from '#lib/forms/event-interest.ts';
import { translator } from '#i18n/translate.ts';
import type { NextDate } from '#server/events/event-page.ts';
import { registrationHref } from './anchors.ts';

interface RegisterOrInterestProps {
  locale: Locale;
  format: EventFormat;
  /** The card's heading id: the action names what it is for. */
  titleId: string;
  next: NextDate | undefined;
}

/**
 * Decision 0051: a format's "Anmelden". With a next date, it leads to that event's registration form; without one,
 * it puts the visitor on the format's interest list (a plain form, so it works without JavaScript).
 */
export function RegisterOrInterest({ locale, format, titleId, next }: RegisterOrInterestProps) {
  if (next)
    return (
      <div className="mt-4 flex flex-1 flex-col">
        <p className="text-sm font-semibold text-slate-700">{translate(locale, 'events.list.next')}</p>
        <p className="mt-1 flex items-start gap-2 text-slate-800">
          <Icon name="calendar" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          <time dateTime={next.startsAt}>{next.when}</time>
        </p>
        <p className="mt-1 text-sm text-slate-700">{next.stateText}</p>
        <ButtonLink href={registrationHref(next.slug, locale)} variant="secondary" className="mt-5 self-start" aria-describedby={titleId}>
          {translate(locale, 'events.list.register')}
        </ButtonLink>
      </div>
    );
  const anchor = eventInterestAnchor(format);
  const emailId = `${format}-interest-email`;
  const noteId = `${format}-interest-note`;
  const t = translator(locale);
  // The API sends a plain form post back to this form's anchor with its result (`#event-interest-{format}-sent`):
  // the message of that anchor shows through :target, so the answer needs no script.
  return (
    <form
      id={anchor}
      method="post"
      action={EVENT_INTEREST_ENDPOINT}
      className="mt-4 flex flex-1 flex-col gap-2 scroll-mt-24"
      data-event-interest={format}
    >
      <p id={noteId} className="text-sm text-slate-700">
        {translate(locale, 'events.list.noDate')}
      </p>
      <input type="hidden" name="format" value={format} />
      <input type="hidden" name="lang" value={locale} />
      <label htmlFor={emailId} className="mt-2 font-medium text-slate-800">
        {translate(locale, 'events.list.interestEmail')}
      </label>
      <input
        id={emailId}
        type="email"
        name="email"
        required
        autoComplete="email"
        aria-describedby={noteId}
        className="min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-ink"
      />
      <HoneypotField id={`${format}-interest-website`} />
      <p className="text-xs text-slate-600">{translate(locale, 'events.list.interestPrivacy')}</p>
      <button
        type="submit"
        aria-describedby={titleId}
        className="mt-auto min-h-11 self-start rounded-lg border border-brand-700 bg-white px-5 font-semibold text-brand-700 hover:bg-brand-50"
      >
        {translate(locale, 'events.list.interestSubmit')}
      </button>
      <p id={`${anchor}-sent`} role="status" className="hidden text-sm font-medium text-green-800 target:block">
        {t('events.interest.success')}
      </p>
      <p id={`${anchor}-invalid`} className="hidden text-sm font-medium text-red-800 target:block">
        {t('validation.contact.email')}
      </p>
    </form>
  );
}
