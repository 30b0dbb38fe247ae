import type { WaitlistStrings } from '#i18n/waitlist-strings.ts';
import { EMPTY_WAITLIST_VALUES, WAITLIST_INPUT_LIMITS, type WaitlistFormValues } from '#lib/forms/waitlist.ts';
import type { TierAvailability } from '#lib/tiers.ts';
import { ConsentField } from '#components/islands/waitlist/ConsentField.tsx';
import { OfferCards } from '#components/islands/waitlist/OfferCards.tsx';
import { buttonClasses } from '#components/ui/ButtonLink.tsx';
import { Field } from '#components/ui/Field.tsx';
import { HoneypotField } from '#components/ui/HoneypotField.tsx';

/** The single plain form takes the tier from the offer the visitor came from, not from a field. */
export type WaitlistPlainValues = Omit<WaitlistFormValues, 'tier'>;

/** The form as it first appears; its keys are the fields the form posts. */
const { tier: _noTierField, ...emptyPlainValues } = EMPTY_WAITLIST_VALUES;
export const EMPTY_WAITLIST_PLAIN_VALUES: WaitlistPlainValues = emptyPlainValues;

interface WaitlistPlainFormProps {
  strings: WaitlistStrings;
  action: string;
  privacyHref: string;
  tiers: readonly TierAvailability[];
  values: WaitlistPlainValues;
  error: string | null;
}

/**
 * spec §4 without JavaScript: the wizard's fields in one form, posted to the server, which answers
 * with the same texts on a rendered page.
 */
export function WaitlistPlainForm({ strings, action, privacyHref, tiers, values, error }: WaitlistPlainFormProps) {
  return (
    <form method="post" action={action} className="flex max-w-3xl flex-col gap-5">
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-900">
          {error}
        </p>
      )}
      <Field
        id="waitlist-email"
        label={strings['waitlist.contact.email']}
        hint={strings['waitlist.contact.emailHint']}
        inputProps={{
          name: 'email',
          type: 'email',
          autoComplete: 'email',
          required: true,
          ...WAITLIST_INPUT_LIMITS.email,
          defaultValue: values.email,
        }}
      />
      <Field
        id="waitlist-company"
        label={`${strings['waitlist.contact.company']} ${strings['waitlist.optional']}`}
        inputProps={{
          name: 'company',
          type: 'text',
          autoComplete: 'organization',
          ...WAITLIST_INPUT_LIMITS.company,
          defaultValue: values.company,
        }}
      />
      <fieldset>
        <legend className="mb-3 font-medium text-slate-800">{strings['waitlist.offer.title']}</legend>
        <OfferCards strings={strings} tiers={tiers} choice={(tier) => <input type="hidden" name="tier" value={tier} />} />
      </fieldset>
      <Field
        id="waitlist-motivation"
        label={`${strings['waitlist.motivation.label']} ${strings['waitlist.optional']}`}
        multiline
        inputProps={{ name: 'motivation', rows: 4, ...WAITLIST_INPUT_LIMITS.motivation, defaultValue: values.motivation }}
      />
      <ConsentField id="waitlist-consent" strings={strings} privacyHref={privacyHref} defaultChecked={values.consent} />
      <HoneypotField id="waitlist-website" />
      <button type="submit" className={`${buttonClasses('primary')} self-start`}>
        {strings['waitlist.submit']}
      </button>
    </form>
  );
}
