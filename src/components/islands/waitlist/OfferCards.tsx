import { interpolate } from '#i18n/interpolate.ts';
import type { WaitlistStrings } from '#i18n/waitlist-strings.ts';
import { TIERS, type TierAvailability } from '#lib/tiers.ts';

interface OfferStepProps {
  strings: WaitlistStrings;
  tiers: readonly TierAvailability[];
  /** Renders the choice: a button in the wizard, a hidden field in the plain form. */
  choice?: (tier: string, label: string) => React.ReactNode;
}

const places = (strings: WaitlistStrings, record: TierAvailability | undefined) =>
  record ? interpolate(strings['waitlist.offer.places'], { available: record.available_slots, total: record.total_slots }) : '';

/** spec §4 step 2: Founders Beta shown as full, the Early Access offer (one month free, email support) as available. */
export function OfferCards({ strings, tiers, choice }: OfferStepProps) {
  const founders = tiers.find((record) => record.tier === TIERS.foundersBeta);
  const early = tiers.find((record) => record.tier === TIERS.earlyAccess);
  const earlyOpen = (early?.available_slots ?? 1) > 0;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      <li className="rounded-xl border border-slate-300 bg-slate-50 p-4 text-slate-700">
        <p className="flex flex-wrap items-center justify-between gap-2">
          <strong className="text-ink">{strings['waitlist.offer.founders']}</strong>
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-sm font-semibold text-slate-800">
            {strings['waitlist.offer.full']}
          </span>
        </p>
        <p className="mt-2 text-sm">{strings['waitlist.offer.foundersText']}</p>
        <p className="mt-2 text-sm">{places(strings, founders)}</p>
      </li>
      <li className="rounded-xl border-2 border-brand-700 bg-white p-4">
        <p className="flex flex-wrap items-center justify-between gap-2">
          <strong className="text-ink">{strings['waitlist.offer.early']}</strong>
          <span
            className={`rounded-full px-2 py-0.5 text-sm font-semibold ${earlyOpen ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800'}`}
          >
            {earlyOpen ? strings['waitlist.offer.available'] : strings['waitlist.offer.full']}
          </span>
        </p>
        <ul className="mt-2 list-inside list-disc text-sm text-slate-700">
          <li>{strings['waitlist.offer.earlyFree']}</li>
          <li>{strings['waitlist.offer.earlySupport']}</li>
        </ul>
        <p className="mt-2 text-sm text-slate-700">{places(strings, early)}</p>
        {choice?.(
          earlyOpen ? TIERS.earlyAccess : '',
          earlyOpen ? strings['waitlist.offer.choose'] : strings['waitlist.offer.chooseGeneral'],
        )}
      </li>
    </ul>
  );
}
