import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import { bounceReason } from '#lib/console/bounce-reason.ts';
import type { Page } from '#server/db/paging.ts';
import type { NewsletterIntent } from '#server/console/web/newsletter.posts.ts';
import type { Subscriber } from '#server/newsletter/subscribers.repo.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { DataTable } from './DataTable.tsx';
import { DownloadLinks } from './DownloadLinks.tsx';
import { FilterForm, type Choice } from './FilterForm.tsx';
import { Moment } from './Moment.tsx';
import { PostButton } from './PostButton.tsx';
import { cellClasses } from './styles.ts';
import { listCount } from './list-count.ts';

interface SubscriberListProps {
  locale: Locale;
  subscribers: Page<Subscriber>;
  filters: readonly Choice[];
  listHref: string;
  /** The exports of what the filter shows. */
  csvHref: string;
  jsonHref: string;
  /** Where a bounced subscription's reset is posted (the page itself). */
  actionHref: string;
}

/** A subscription whose campaign mail bounced: since when, the relay's reply (shortened, no address), and its reset, after which campaigns go to it again. */
function BouncedSince({ locale, subscriber, actionHref }: { locale: Locale; subscriber: Subscriber; actionHref: string }) {
  const t = translator(locale);
  const reason = bounceReason(subscriber.bounceError);
  return (
    <div className="mt-1 flex flex-col items-start gap-1 font-medium text-red-800">
      <span>
        {t('console.newsletter.bouncedSince')} <Moment at={subscriber.bouncedAt} />
      </span>
      {reason && (
        <span className="max-w-xs font-normal whitespace-normal text-slate-800">
          {t('console.newsletter.bounceReason')} <q>{reason}</q>
        </span>
      )}
      <PostButton<NewsletterIntent>
        action={actionHref}
        intent="reset_bounce"
        fields={{ id: subscriber.id }}
        className={buttonClasses('secondary')}
      >
        {t('console.newsletter.resetBounce')}
        <span className="sr-only"> {subscriber.email}</span>
      </PostButton>
    </div>
  );
}

/** The newsletter's subscribers with status and consent record, and their export for newsletter tools. */
export function SubscriberList({ locale, subscribers, filters, listHref, csvHref, jsonHref, actionHref }: SubscriberListProps) {
  const t = translator(locale);
  return (
    <>
      <FilterForm id="newsletter-filter" action={listHref} submitLabel={t('console.common.filter')} choices={filters} />
      <DownloadLinks locale={locale} csvHref={csvHref} jsonHref={jsonHref} />
      {subscribers.rows.length === 0 ? (
        <p className="mt-6 text-slate-700">{t('console.newsletter.empty')}</p>
      ) : (
        <DataTable
          id="subscribers"
          caption={t('console.newsletter.caption', { total: listCount(subscribers.total, t) })}
          headers={[
            t('console.newsletter.email'),
            t('console.newsletter.status'),
            t('console.newsletter.consentAt'),
            t('console.newsletter.language'),
            t('console.newsletter.sourcePage'),
            t('console.newsletter.privacyVersion'),
            t('console.newsletter.confirmedAt'),
          ]}
        >
          {subscribers.rows.map((subscriber) => (
            <tr key={subscriber.id}>
              <td className={`${cellClasses} break-words`}>{subscriber.email}</td>
              <td className={`${cellClasses} whitespace-nowrap`}>
                {t(`console.newsletter.status.${subscriber.status}`)}
                {subscriber.bouncedAt && <BouncedSince locale={locale} subscriber={subscriber} actionHref={actionHref} />}
              </td>
              <td className={cellClasses}>
                <Moment at={subscriber.consentAt} />
              </td>
              <td className={cellClasses}>{subscriber.consentLanguage}</td>
              <td className={cellClasses}>{subscriber.consentSourcePage}</td>
              <td className={cellClasses}>{subscriber.privacyVersion}</td>
              <td className={cellClasses}>
                <Moment at={subscriber.confirmedAt} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
