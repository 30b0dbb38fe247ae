import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import type { Locale } from '#i18n/config.ts';
import type { WaitlistStrings } from '#i18n/waitlist-strings.ts';
import { interpolate } from '#i18n/interpolate.ts';
import { HONEYPOT_FIELD } from '#lib/forms/honeypot.ts';
import { postForm } from '#lib/forms/post-form.ts';
import type { ErrorTexts } from '#lib/forms/reply.ts';
import { firstError, validateForm } from '#lib/forms/validate.ts';
import {
  EMPTY_WAITLIST_VALUES,
  WAITLIST_ENDPOINT,
  WAITLIST_INPUT_LIMITS,
  WAITLIST_LIMITS,
  waitlistRefusalKey,
  waitlistSchema,
  type WaitlistEntry,
  type WaitlistField,
  type WaitlistFormValues,
  type WaitlistReply,
} from '#lib/forms/waitlist.ts';
import { reportSecurityEvent } from '#lib/security/report.ts';
import { buttonClasses } from '#components/ui/ButtonLink.tsx';
import { Field } from '#components/ui/Field.tsx';
import { HoneypotField } from '#components/ui/HoneypotField.tsx';
import { withErrorBoundary } from '../ErrorBoundary.tsx';
import { useHydrated } from '../use-hydrated.ts';
import { ConsentField } from './ConsentField.tsx';
import { NextSteps } from './NextSteps.tsx';
import { OfferCards } from './OfferCards.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { useTierAvailability } from './use-tier-availability.ts';

type Step = 0 | 1 | 2 | 3 | 4;

interface WaitlistWizardProps {
  locale: Locale;
  strings: WaitlistStrings;
  /** The page with the single plain form: where "join" leads before the wizard hydrates or without JavaScript. */
  formHref: string;
  privacyHref: string;
}

const secondary = `${buttonClasses('secondary')} disabled:opacity-60`;
const primary = `${buttonClasses('primary')} disabled:cursor-not-allowed disabled:opacity-60`;

/** spec §4: the waiting-list wizard, steps 0 to 4. */
function WaitlistWizard({ locale, strings, formHref, privacyHref }: WaitlistWizardProps) {
  const id = useId();
  const [step, setStep] = useState<Step>(0);
  const [values, setValues] = useState<WaitlistFormValues>(EMPTY_WAITLIST_VALUES);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();
  const texts: ErrorTexts = strings;
  const { tiers, reload } = useTierAvailability();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // Focus follows the visitor to each new step's heading (not on first render).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);
  // Before the script runs, "join" is a link to the plain form; the button that replaces it keeps the focus.
  // Whether the link has the focus is read as React detaches it, while it is still in the page: the visitor may
  // reach it at any moment until then, also after the island has hydrated.
  const joinId = `${id}-join`;
  const joinFocused = useRef(false);
  const watchJoinLink = (link: HTMLAnchorElement) => () => {
    joinFocused.current = link === document.activeElement;
  };
  useLayoutEffect(() => {
    if (hydrated && joinFocused.current) document.getElementById(joinId)?.focus();
    // joinId comes from useId and never changes; the effect runs when the script takes over.
    // eslint-disable-next-line react-hooks/exhaustive-deps, @eslint-react/exhaustive-deps
  }, [hydrated]);

  const go = (next: Step) => {
    moved.current = true;
    setError(null);
    setStep(next);
  };
  const set = (field: 'email' | 'company' | 'motivation') => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateForm<WaitlistEntry, WaitlistField>(waitlistSchema, values);
    if (!checked.ok) {
      // spec §5: the first rule broken wins.
      const [field] = Object.keys(checked.errors) as WaitlistField[];
      const key = firstError(checked.errors);
      reportSecurityEvent('form_validation_failure', { form: 'waitlist', fields: [field] });
      // The address and the company are asked in step 1: the visitor is taken back there to correct them.
      if (field === 'email' || field === 'company') go(1);
      setError(key ? (texts[key] ?? key) : null);
      return;
    }
    setError(null);
    setSending(true);
    // spec §7 waiting-list-submit: sent only once the visitor has ticked the consent, which the server records with the entry.
    const honeypotValue = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    const honeypot = typeof honeypotValue === 'string' ? honeypotValue : '';
    const reply = await postForm<WaitlistReply>(WAITLIST_ENDPOINT, {
      ...checked.value,
      consent: true,
      lang: locale,
      [HONEYPOT_FIELD]: honeypot,
    });
    setSending(false);
    if (reply.success) {
      go(4);
      reload();
    } else {
      setError(strings[waitlistRefusalKey(reply.code)]);
    }
  }

  const title = (text: string) => (
    <h3 ref={heading} tabIndex={-1} className="text-xl font-bold text-ink focus:outline-none">
      {text}
    </h3>
  );
  const alert = error && (
    <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-900">
      {error}
    </p>
  );
  const panel = (children: ReactNode) => (
    <div>
      {step >= 1 && step <= 3 && (
        <ProgressBar step={step} label={strings['waitlist.progressLabel']} template={strings['waitlist.progress']} />
      )}
      {children}
    </div>
  );

  if (step === 0) {
    return panel(
      <>
        {title(strings['waitlist.title'])}
        <p className="mt-2 text-slate-700">{strings['waitlist.intro']}</p>
        {hydrated ? (
          <button id={joinId} type="button" className={`${primary} mt-5`} onClick={() => go(1)}>
            {strings['waitlist.join']}
          </button>
        ) : (
          <a id={joinId} ref={watchJoinLink} href={formHref} className={`${primary} mt-5`}>
            {strings['waitlist.join']}
          </a>
        )}
      </>,
    );
  }

  if (step === 1) {
    return panel(
      <form className="flex flex-col gap-4" noValidate onSubmit={(event) => (event.preventDefault(), values.email.includes('@') && go(2))}>
        {title(strings['waitlist.contact.title'])}
        <Field
          id={`${id}-email`}
          label={strings['waitlist.contact.email']}
          hint={strings['waitlist.contact.emailHint']}
          inputProps={{
            name: 'email',
            type: 'email',
            autoComplete: 'email',
            required: true,
            ...WAITLIST_INPUT_LIMITS.email,
            value: values.email,
            onChange: set('email'),
          }}
        />
        <Field
          id={`${id}-company`}
          label={`${strings['waitlist.contact.company']} ${strings['waitlist.optional']}`}
          inputProps={{
            name: 'company',
            type: 'text',
            autoComplete: 'organization',
            ...WAITLIST_INPUT_LIMITS.company,
            value: values.company,
            onChange: set('company'),
          }}
        />
        {alert}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primary} disabled={!values.email.includes('@')}>
            {strings['waitlist.continue']}
          </button>
        </div>
      </form>,
    );
  }

  if (step === 2) {
    return panel(
      <div className="flex flex-col gap-4">
        {title(strings['waitlist.offer.title'])}
        <OfferCards
          strings={strings}
          tiers={tiers}
          choice={(tier, label) => (
            <button type="button" className={`${primary} mt-4`} onClick={() => (setValues((current) => ({ ...current, tier })), go(3))}>
              {label}
            </button>
          )}
        />
        <button type="button" className={`${secondary} self-start`} onClick={() => go(1)}>
          {strings['waitlist.back']}
        </button>
      </div>,
    );
  }

  if (step === 3) {
    return panel(
      <form className="flex flex-col gap-4" noValidate onSubmit={submit} aria-busy={sending}>
        {title(strings['waitlist.motivation.title'])}
        <Field
          id={`${id}-motivation`}
          label={`${strings['waitlist.motivation.label']} ${strings['waitlist.optional']}`}
          hint={`${interpolate(strings['waitlist.motivation.hint'], { max: WAITLIST_LIMITS.motivation.max })} ${interpolate(strings['waitlist.motivation.count'], { count: values.motivation.length, max: WAITLIST_LIMITS.motivation.max })}`}
          multiline
          inputProps={{
            name: 'motivation',
            ...WAITLIST_INPUT_LIMITS.motivation,
            value: values.motivation,
            onChange: set('motivation'),
            rows: 4,
          }}
        />
        <ConsentField
          id={`${id}-consent`}
          strings={strings}
          privacyHref={privacyHref}
          checked={values.consent}
          onChange={(consent) => setValues((current) => ({ ...current, consent }))}
        />
        <HoneypotField id={`${id}-website`} />
        {alert}
        <div className="flex flex-wrap gap-3">
          <button type="button" className={secondary} onClick={() => go(2)} disabled={sending}>
            {strings['waitlist.back']}
          </button>
          <button type="submit" className={primary} disabled={sending || !values.consent}>
            {sending ? strings['waitlist.sending'] : strings['waitlist.submit']}
          </button>
        </div>
      </form>,
    );
  }

  return panel(
    <div>
      {title(strings['waitlist.done.title'])}
      <p role="status" className="mt-3 rounded-lg bg-green-50 p-3 font-medium text-green-900">
        {strings['waitlist.success']}
      </p>
      <NextSteps strings={strings} />
      <button type="button" className={`${secondary} mt-6`} onClick={() => (setValues(EMPTY_WAITLIST_VALUES), go(0))}>
        {strings['waitlist.restart']}
      </button>
    </div>,
  );
}

export const WaitlistWizardIsland = withErrorBoundary(WaitlistWizard, 'WaitlistWizard');
