import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import { neutraliseLine } from '#lib/validation/display-controls.ts';
import type { Page } from '#server/db/paging.ts';
import type { ContactMessage } from '#server/contact/inbox.repo.ts';
import { DataTable } from './DataTable.tsx';
import { DownloadLinks } from './DownloadLinks.tsx';
import { FilterForm, type Choice } from './FilterForm.tsx';
import { Moment } from './Moment.tsx';
import { cellClasses } from './styles.ts';
import { listCount } from './list-count.ts';

interface InboxListProps {
  locale: Locale;
  messages: Page<ContactMessage>;
  search: string;
  /** The folder shown (the inbox, the archive or spam). */
  filters: readonly Choice[];
  /** The inbox's own address (the search form's target) and each message's page. */
  action: string;
  messageHref: (id: string) => string;
  /** The messages the folder and search show, as CSV and as JSON. */
  csvHref: string;
  jsonHref: string;
}

const EXCERPT_LENGTH = 90;
const excerpt = (message: string) => {
  const text = neutraliseLine(message);
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text;
};

/** The contact messages of one folder, newest first, with their read and answered state and a search. */
export function InboxList({ locale, messages, search, filters, action, messageHref, csvHref, jsonHref }: InboxListProps) {
  const t = translator(locale);
  const state = (message: ContactMessage) =>
    message.answeredAt
      ? t('console.inbox.state.answered')
      : message.readAt
        ? t('console.inbox.state.read')
        : t('console.inbox.state.unread');
  return (
    <>
      <FilterForm
        id="inbox-filter"
        action={action}
        submitLabel={t('console.common.search')}
        search={{ name: 'q', label: t('console.inbox.searchLabel'), value: search }}
        choices={filters}
      />
      <DownloadLinks locale={locale} csvHref={csvHref} jsonHref={jsonHref} />
      {messages.rows.length === 0 ? (
        <p className="mt-6 text-slate-700">{t('console.inbox.empty')}</p>
      ) : (
        <DataTable
          id="inbox"
          caption={t('console.inbox.caption', { total: listCount(messages.total, t) })}
          headers={[
            t('console.inbox.received'),
            t('console.inbox.from'),
            t('console.inbox.company'),
            t('console.inbox.message'),
            t('console.inbox.status'),
          ]}
        >
          {messages.rows.map((message) => (
            <tr key={message.id} className={message.readAt ? '' : 'bg-brand-50 font-semibold'}>
              <td className={cellClasses}>
                <Moment at={message.createdAt} />
              </td>
              <td className={cellClasses}>
                <a href={messageHref(message.id)} className="text-brand-800 underline">
                  {neutraliseLine(message.name)}
                </a>
                <span className="block font-normal break-words text-slate-700">{message.email}</span>
              </td>
              <td className={cellClasses}>{message.company ? neutraliseLine(message.company) : '–'}</td>
              <td className={`${cellClasses} min-w-56 font-normal`}>{excerpt(message.message)}</td>
              <td className={`${cellClasses} whitespace-nowrap`}>{state(message)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
