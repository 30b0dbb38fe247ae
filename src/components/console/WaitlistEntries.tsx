import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import { tierLabel } from '#lib/console/tier-label.ts';
import { neutraliseLine } from '#lib/validation/display-controls.ts';
import type { WaitlistIntent } from '#server/console/web/waitlist.posts.ts';
import type { Page } from '#server/db/paging.ts';
import type { WaitlistListEntry } from '#server/waitlist/waitlist-entries.repo.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { DataTable } from './DataTable.tsx';
import { DownloadLinks } from './DownloadLinks.tsx';
import { FilterForm, type Choice } from './FilterForm.tsx';
import { Moment } from './Moment.tsx';
import { IntentField } from './PostButton.tsx';
import { cellClasses } from './styles.ts';
import { listCount } from './list-count.ts';

interface WaitlistEntriesProps {
  locale: Locale;
  entries: Page<WaitlistListEntry>;
  filters: readonly Choice[];
  /** The page's own address: the filters' target, and where decisions are posted (with the filters kept). */
  listHref: string;
  actionHref: string;
  /** The entries the filters show, as CSV and as JSON. */
  csvHref: string;
  jsonHref: string;
}

/** The waiting list by status and tier, with accept and decline for the entries still pending. */
export function WaitlistEntries({ locale, entries, filters, listHref, actionHref, csvHref, jsonHref }: WaitlistEntriesProps) {
  const t = translator(locale);
  const decide = (entry: WaitlistListEntry, decision: 'accept' | 'decline') => (
    <form method="post" action={actionHref} className="flex flex-col items-start gap-1">
      <IntentField<WaitlistIntent> intent="decide" />
      <input type="hidden" name="id" value={entry.id} />
      <input type="hidden" name="decision" value={decision} />
      <button
        type="submit"
        name="mail"
        value="send"
        className={`${buttonClasses(decision === 'accept' ? 'primary' : 'secondary')} whitespace-nowrap`}
      >
        {t(`console.waitlist.${decision}`)}
        <span className="sr-only"> {entry.email}</span>
      </button>
      {decision === 'decline' && (
        <button type="submit" name="mail" value="none" className={`${buttonClasses('ghost')} px-2 text-sm whitespace-nowrap underline`}>
          {t('console.waitlist.declineQuietly')}
          <span className="sr-only"> {entry.email}</span>
        </button>
      )}
    </form>
  );
  /** Whether the applicant has heard of the decision: when the mail went out, that it waits or failed, or that none was sent. */
  const told = ({ applicantMail }: WaitlistListEntry) => {
    if (!applicantMail) return t('console.waitlist.toldNot');
    if (applicantMail.status === 'sent' && applicantMail.sentAt)
      return (
        <>
          {t('console.waitlist.told')} <Moment at={applicantMail.sentAt} />
        </>
      );
    return applicantMail.status === 'failed' ? t('console.waitlist.toldFailed') : t('console.waitlist.toldQueued');
  };
  return (
    <>
      <FilterForm id="waitlist-filter" action={listHref} submitLabel={t('console.common.filter')} choices={filters} />
      <DownloadLinks locale={locale} csvHref={csvHref} jsonHref={jsonHref} />
      {entries.rows.length === 0 ? (
        <p className="mt-6 text-slate-700">{t('console.waitlist.empty')}</p>
      ) : (
        <DataTable
          id="waitlist"
          caption={t('console.waitlist.caption', { total: listCount(entries.total, t) })}
          headers={[
            t('console.waitlist.received'),
            t('console.waitlist.email'),
            t('console.waitlist.company'),
            t('console.waitlist.tier'),
            t('console.waitlist.motivation'),
            t('console.waitlist.status'),
            t('console.waitlist.decision'),
          ]}
        >
          {entries.rows.map((entry) => (
            <tr key={entry.id}>
              <td className={cellClasses}>
                <Moment at={entry.createdAt} />
              </td>
              <td className={`${cellClasses} break-words`}>{entry.email}</td>
              <td className={cellClasses}>{entry.company ? neutraliseLine(entry.company) : '–'}</td>
              <td className={`${cellClasses} whitespace-nowrap`}>{tierLabel(entry.tier, t)}</td>
              <td className={`${cellClasses} min-w-56`}>{entry.motivation ? neutraliseLine(entry.motivation) : '–'}</td>
              <td className={`${cellClasses} whitespace-nowrap`}>{t(`console.waitlist.status.${entry.status}`)}</td>
              <td className={cellClasses}>
                {entry.status === 'pending' ? (
                  <div className="flex flex-col items-start gap-2">
                    {decide(entry, 'accept')}
                    {decide(entry, 'decline')}
                  </div>
                ) : (
                  <>
                    <Moment at={entry.decidedAt} />
                    <p className="mt-1 text-sm text-slate-700">{told(entry)}</p>
                  </>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
