import type { WaitlistStrings } from '#i18n/waitlist-strings.ts';

interface ConsentFieldProps {
  id: string;
  strings: WaitlistStrings;
  privacyHref: string;
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  defaultChecked?: boolean;
}

/** The privacy-consent checkbox (spec §3 agreeToPrivacy), with the privacy text one link away. */
export function ConsentField({ id, strings, privacyHref, checked, onChange, defaultChecked }: ConsentFieldProps) {
  const control = onChange
    ? { checked, onChange: (event: { target: { checked: boolean } }) => onChange(event.target.checked) }
    : { defaultChecked };
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input id={id} name="consent" type="checkbox" required className="mt-1 size-5 shrink-0 accent-brand-700" {...control} />
        <label htmlFor={id} className="text-slate-800">
          {strings['waitlist.consent']}
        </label>
      </div>
      <a
        href={privacyHref}
        className="ml-8 inline-flex min-h-11 items-center self-start font-medium text-brand-800 underline underline-offset-2"
      >
        {strings['waitlist.consentLink']}
      </a>
    </div>
  );
}
