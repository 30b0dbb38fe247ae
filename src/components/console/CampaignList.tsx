import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import { formatNumber } from '#lib/format.ts';
import { neutraliseLine } from '#lib/validation/display-controls.ts';
import type { CampaignListRow } from '#server/campaigns/campaign-figures.repo.ts';
import type { Page } from '#server/db/paging.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { DataTable } from './DataTable.tsx';
import { Moment } from './Moment.tsx';
import { cellClasses } from './styles.ts';
import { listCount } from './list-count.ts';

interface CampaignListProps {
  locale: Locale;
  campaigns: Page<CampaignListRow>;
  /** A campaign's page, by its id (localized). */
  campaignHref: (id: string) => string;
  newHref: string;
}

/** The moment that says most about a campaign: when it finished, started, is to start, or was written. */
const whenOf = (row: CampaignListRow) => row.finishedAt ?? row.queuedAt ?? row.sendAt ?? row.createdAt;

/** The campaigns newest first: subjects (each a link to the campaign), audience, status, mails sent of all, and when. */
export function CampaignList({ locale, campaigns, campaignHref, newHref }: CampaignListProps) {
  const t = translator(locale);
  return (
    <>
      <p className="mt-6">
        <a href={newHref} className={buttonClasses('primary')}>
          {t('console.campaigns.new')}
        </a>
      </p>
      {campaigns.rows.length === 0 ? (
        <p className="mt-6 text-slate-700">{t('console.campaigns.empty')}</p>
      ) : (
        <DataTable
          id="campaigns"
          caption={t('console.campaigns.caption', { total: listCount(campaigns.total, t) })}
          headers={[
            t('console.campaigns.subject'),
            t('console.campaigns.audience'),
            t('console.campaigns.status'),
            t('console.campaigns.progress'),
            t('console.campaigns.when'),
          ]}
        >
          {campaigns.rows.map((row) => {
            // The subject in the page's language first, the other one beneath it.
            const subjects = (locale === 'en' ? [row.subjectEn, row.subjectDe] : [row.subjectDe, row.subjectEn]).filter(
              (subject): subject is string => Boolean(subject),
            );
            return (
              <tr key={row.id}>
                <td className={`${cellClasses} min-w-48 wrap-anywhere`}>
                  <a href={campaignHref(row.id)} className="font-medium text-brand-800 underline">
                    {subjects.length > 0 ? neutraliseLine(subjects[0]!) : t('console.campaigns.untitled')}
                  </a>
                  {subjects[1] && <span className="block text-slate-700">{neutraliseLine(subjects[1])}</span>}
                </td>
                <td className={cellClasses}>{t(`console.campaigns.audience.${row.audience}`)}</td>
                <td className={`${cellClasses} whitespace-nowrap`}>{t(`console.campaigns.status.${row.status}`)}</td>
                <td className={`${cellClasses} whitespace-nowrap tabular-nums`}>
                  {t('console.campaigns.progressValue', { sent: formatNumber(row.sent, locale), total: formatNumber(row.total, locale) })}
                </td>
                <td className={cellClasses}>
                  <Moment at={whenOf(row)} />
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </>
  );
}
