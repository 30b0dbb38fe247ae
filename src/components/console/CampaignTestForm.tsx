import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import { CAMPAIGN_TEST_LIMITS, firmAddressField } from '#lib/campaign-tests.ts';
import type { CampaignIntent } from '#server/console/web/campaign.posts.ts';
import { IntentField } from './PostButton.tsx';

interface CampaignTestFormProps {
  locale: Locale;
  /** The campaign's page, where the form is posted. */
  action: string;
  /** The firm's addresses the test may go to as well (site.config.ts), each a box to tick. */
  firmAddresses: readonly string[];
  className: string;
}

/** A test of the campaign to the signed-in operator, and to the firm's listed addresses ticked with it (decision 0042). */
export function CampaignTestForm({ locale, action, firmAddresses, className }: CampaignTestFormProps) {
  const t = translator(locale);
  return (
    <form method="post" action={action} className="flex flex-col gap-3">
      <IntentField<CampaignIntent> intent="test" />
      {firmAddresses.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="font-medium text-slate-800">
            {t('console.campaigns.testAlso', { count: CAMPAIGN_TEST_LIMITS.firmAddresses })}
          </legend>
          {firmAddresses.map((address, index) => (
            <label key={address} className="flex min-h-11 items-center gap-3 text-slate-800">
              <input type="checkbox" name={firmAddressField(index)} value={address} className="size-5 shrink-0 accent-brand-700" />
              {address}
            </label>
          ))}
        </fieldset>
      )}
      <div>
        <button type="submit" className={className}>
          {t('console.campaigns.sendTest')}
        </button>
      </div>
    </form>
  );
}
