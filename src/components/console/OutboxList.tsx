import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import { formatNumber } from '#lib/format.ts';
import { isMailKind } from '#lib/mail-kinds.ts';
import { ERASED_ADDRESS } from '#lib/erased-address.ts';
import type { Page } from '#server/db/paging.ts';
import type { OutboxListRow } from '#server/mail/outbox-list.repo.ts';
import type { OutboxBacklog } from '#server/mail/outbox.repo.ts';
import type { MailIntent } from '#server/console/web/mail.posts.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { DataTable } from './DataTable.tsx';
import { FilterForm, type Choice } from './FilterForm.tsx';
import { Moment } from './Moment.tsx';
import { PostButton } from './PostButton.tsx';
import { cellClasses } from './styles.ts';
import { listCount } from './list-count.ts';

interface OutboxListProps {
  locale: Locale;
  mails: Page<OutboxListRow>;
  backlog: OutboxBacklog;
  filters: readonly Choice[];
  /** The search by recipient or subject, '' for none. */
  search: string;
  listHref: string;
  actionHref: string;
}

/**
 * The outbox by status and search, each mail with its kind in words, its recipient (or that the address was
 * erased) and its last error; failed mail can be queued again, one or all.
 */
export function OutboxList({ locale, mails, backlog, filters, search, listHref, actionHref }: OutboxListProps) {
  const t = translator(locale);
  // Kinds no longer sent (older rows) keep their stored name.
  const kind = ({ kind }: OutboxListRow) => (isMailKind(kind) ? t(`console.mail.kind.${kind}`) : kind);
  const recipient = ({ recipient }: OutboxListRow) => (recipient === ERASED_ADDRESS ? t('console.mail.recipientErased') : recipient);
  const retry = (id: string | undefined, label: string, hidden?: string) => (
    <PostButton<MailIntent>
      action={actionHref}
      intent="retry"
      fields={id ? { id } : {}}
      className={`${buttonClasses(id ? 'secondary' : 'primary')} whitespace-nowrap`}
    >
      {label}
      {hidden && <span className="sr-only"> {hidden}</span>}
    </PostButton>
  );
  return (
    <>
      <p className="mt-4 text-slate-700">
        {t('console.mail.backlog', { pending: formatNumber(backlog.pending, locale), failed: formatNumber(backlog.failed, locale) })}
      </p>
      {backlog.oldestPendingSince && (
        <p className="mt-1 text-slate-700">
          {t('console.mail.oldestPending')} <Moment at={backlog.oldestPendingSince} />
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-end gap-4">
        <FilterForm
          id="mail-filter"
          action={listHref}
          submitLabel={t('console.common.search')}
          search={{ name: 'q', label: t('console.mail.searchLabel'), value: search }}
          choices={filters}
        />
        {backlog.failed > 0 && retry(undefined, t('console.mail.retryAll'))}
      </div>
      {mails.rows.length === 0 ? (
        <p className="mt-6 text-slate-700">{t('console.mail.empty')}</p>
      ) : (
        <DataTable
          id="outbox"
          caption={t('console.mail.caption', { total: listCount(mails.total, t) })}
          headers={[
            t('console.mail.created'),
            t('console.mail.kindAndRecipient'),
            t('console.mail.status'),
            t('console.mail.attempts'),
            t('console.mail.nextAttempt'),
            t('console.mail.sentAt'),
            t('console.mail.lastError'),
            t('console.mail.action'),
          ]}
        >
          {mails.rows.map((mail) => (
            <tr key={mail.id}>
              <td className={cellClasses}>
                <Moment at={mail.createdAt} />
              </td>
              <td className={`${cellClasses} min-w-40`}>
                {kind(mail)}
                <span className="block wrap-anywhere text-slate-700">{recipient(mail)}</span>
              </td>
              <td className={`${cellClasses} whitespace-nowrap`}>{t(`console.mail.status.${mail.status}`)}</td>
              <td className={`${cellClasses} tabular-nums`}>{mail.attempts}</td>
              <td className={cellClasses}>
                <Moment at={mail.status === 'pending' ? mail.nextAttemptAt : null} />
              </td>
              <td className={cellClasses}>
                <Moment at={mail.sentAt} />
              </td>
              <td className={`${cellClasses} min-w-48 wrap-anywhere`}>{mail.lastError ?? '–'}</td>
              <td className={cellClasses}>
                {mail.status === 'failed' ? retry(mail.id, t('console.mail.retry'), `${kind(mail)}, ${recipient(mail)}`) : '–'}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
