import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import type { AuditLine } from '#server/console/web/audit-lines.ts';
import type { Page } from '#server/db/paging.ts';
import { DataTable } from './DataTable.tsx';
import { FilterForm, type Choice } from './FilterForm.tsx';
import { Moment } from './Moment.tsx';
import { cellClasses } from './styles.ts';
import { listCount } from './list-count.ts';

interface AuditLogProps {
  locale: Locale;
  /** The page's entries in words (web/audit-lines.ts). */
  entries: Page<AuditLine>;
  filters: readonly Choice[];
  /** The log's own address (the filter form's target). */
  listHref: string;
  /** A console path in the page's language. */
  href: (path: string) => string;
}

/** When and who have columns of their own from the small breakpoint on; below it they head the entry's one cell, so that a narrow screen reads each entry whole. */
const WIDE_ONLY = 'hidden sm:table-cell';

/** The audit log, newest first, by operator and action: each entry says in words who did what to whom. */
export function AuditLog({ locale, entries, filters, listHref, href }: AuditLogProps) {
  const t = translator(locale);
  const filtered = filters.some((choice) => choice.value !== undefined);
  return (
    <>
      <FilterForm id="audit-filter" action={listHref} submitLabel={t('console.common.filter')} choices={filters} />
      {entries.rows.length === 0 ? (
        <p className="mt-6 text-slate-700">{t(filtered ? 'console.audit.noMatch' : 'console.audit.empty')}</p>
      ) : (
        <DataTable
          id="audit-log"
          caption={t('console.audit.caption', { total: listCount(entries.total, t) })}
          headers={[
            { label: t('console.audit.when'), className: WIDE_ONLY },
            { label: t('console.audit.who'), className: WIDE_ONLY },
            t('console.audit.what'),
          ]}
        >
          {entries.rows.map(({ id, at, who, what, from, path }) => (
            <tr key={id}>
              <td className={`${cellClasses} ${WIDE_ONLY}`}>
                <Moment at={at} />
              </td>
              <td className={`${cellClasses} ${WIDE_ONLY} wrap-anywhere`}>
                {who}
                {from && <span className="mt-1 block text-sm text-slate-700">{from}</span>}
              </td>
              <td className={`${cellClasses} wrap-anywhere`}>
                <span className="mb-1 block text-slate-700 sm:hidden">
                  <Moment at={at} /> · {who}
                  {from && ` · ${from}`}
                </span>
                {path ? (
                  <a href={href(path)} className="text-brand-800 underline">
                    {what}
                  </a>
                ) : (
                  what
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
