import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import { tierLabel } from '#lib/console/tier-label.ts';
import type { TierAvailability } from '#lib/tiers.ts';
import type { WaitlistIntent } from '#server/console/web/waitlist.posts.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { DataTable } from './DataTable.tsx';
import { IntentField } from './PostButton.tsx';
import { cellClasses, controlClasses } from './styles.ts';

interface TierSlotsProps {
  locale: Locale;
  tiers: readonly TierAvailability[];
  actionHref: string;
}

/** The tiers with their slots; the slot count is changed here, never below the slots taken. */
export function TierSlots({ locale, tiers, actionHref }: TierSlotsProps) {
  const t = translator(locale);
  return (
    <section aria-labelledby="tiers-heading" className="mt-12">
      <h2 id="tiers-heading" className="text-xl font-semibold text-ink">
        {t('console.waitlist.tiersTitle')}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t('console.waitlist.tiersIntro')}</p>
      <DataTable
        id="tiers"
        caption={t('console.waitlist.tiersCaption')}
        headers={[
          t('console.waitlist.tier'),
          t('console.waitlist.slotsTaken'),
          t('console.waitlist.slotsFree'),
          t('console.waitlist.slotsTotal'),
        ]}
      >
        {tiers.map((tier) => {
          const inputId = `slots-${tier.tier}`;
          const name = tierLabel(tier.tier, t);
          return (
            <tr key={tier.tier}>
              <th scope="row" className={`${cellClasses} font-medium whitespace-nowrap`}>
                {name}
              </th>
              <td className={`${cellClasses} tabular-nums`}>{tier.accepted_count}</td>
              <td className={`${cellClasses} tabular-nums`}>{tier.available_slots}</td>
              <td className={cellClasses}>
                <form method="post" action={actionHref} className="flex items-center gap-2">
                  <IntentField<WaitlistIntent> intent="slots" />
                  <input type="hidden" name="tier" value={tier.tier} />
                  <label htmlFor={inputId} className="sr-only">
                    {t('console.waitlist.slotsFor', { tier: name })}
                  </label>
                  <input
                    id={inputId}
                    name="slots"
                    type="number"
                    inputMode="numeric"
                    required
                    min={tier.accepted_count}
                    defaultValue={tier.total_slots}
                    className={`${controlClasses} w-24`}
                  />
                  <button type="submit" className={`${buttonClasses('secondary')} whitespace-nowrap`}>
                    {t('console.waitlist.saveSlots')}
                    <span className="sr-only"> {name}</span>
                  </button>
                </form>
              </td>
            </tr>
          );
        })}
      </DataTable>
    </section>
  );
}
