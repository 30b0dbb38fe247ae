import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import { bounceReason } from '#lib/console/bounce-reason.ts';
import { formatNumber } from '#lib/format.ts';

/** Each reply the campaign's bounced mails met, shortened and without addresses, with how many met it. */
export function bounceReasonCounts(errors: readonly string[]): { reason: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const error of errors) {
    const reason = bounceReason(error);
    if (reason) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);
}

/** Why the campaign's bounced mails were refused: the relays' replies, so the operator can tell a typo from a full mailbox. */
export function CampaignBounces({ locale, errors }: { locale: Locale; errors: readonly string[] }) {
  const t = translator(locale);
  const reasons = bounceReasonCounts(errors);
  if (reasons.length === 0) return null;
  return (
    <section aria-labelledby="bounces-heading" className="mt-8">
      <h2 id="bounces-heading" className="text-xl font-semibold text-ink">
        {t('console.campaigns.bounceReasons')}
      </h2>
      <ul className="mt-3 flex max-w-3xl flex-col gap-2 text-slate-800">
        {reasons.map(({ reason, count }) => (
          <li key={reason} className="break-words">
            <q>{reason}</q> ({formatNumber(count, locale)})
          </li>
        ))}
      </ul>
    </section>
  );
}
