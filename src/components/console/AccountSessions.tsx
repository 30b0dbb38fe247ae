import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import { formatDateTime } from '#lib/format.ts';
import type { AccountSession } from '#server/console/access/account.service.ts';
import type { AccountIntent } from '#server/console/web/account.posts.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { DataTable } from './DataTable.tsx';
import { Moment } from './Moment.tsx';
import { PostButton } from './PostButton.tsx';
import { cellClasses } from './styles.ts';

interface AccountSessionsProps {
  locale: Locale;
  sessions: AccountSession[];
  action: string;
  /** Where signing out everywhere posts (its page ends every session, this one too). */
  signOutEverywhere: string;
}

/**
 * The operator's live sessions: when each signed in, was last active and ends by itself, this one marked.
 * Each other session can be ended, or all of them at once; this one ends with signing out.
 */
export function AccountSessions({ locale, sessions, action, signOutEverywhere }: AccountSessionsProps) {
  const t = translator(locale);
  const others = sessions.filter((session) => !session.current).length;
  // In the table a button keeps to one line (the table scrolls); below it, the longer one wraps on a narrow screen.
  const end = (
    intent: AccountIntent,
    label: string,
    id?: string,
    ariaLabel?: string,
    className = `${buttonClasses('secondary')} whitespace-nowrap`,
  ) => (
    <PostButton<AccountIntent>
      action={action}
      intent={intent}
      fields={id ? { id } : {}}
      stepUp="end_sessions"
      label={ariaLabel}
      className={className}
    >
      {label}
    </PostButton>
  );
  return (
    <>
      <DataTable
        id="sessions"
        caption={t('console.account.sessionsCaption', { count: sessions.length })}
        headers={[t('console.account.signedIn'), t('console.account.lastSeen'), t('console.account.endsAt'), t('console.account.actions')]}
      >
        {sessions.map((session) => (
          <tr key={session.id} className={session.current ? 'bg-brand-50' : undefined}>
            <th scope="row" className={`${cellClasses} font-normal`}>
              <Moment at={session.createdAt} />
              {session.current && <strong className="mt-1 block font-semibold text-brand-900">{t('console.account.thisSession')}</strong>}
            </th>
            <td className={cellClasses}>
              <Moment at={session.lastSeenAt} />
            </td>
            <td className={cellClasses}>
              <Moment at={session.endsAt} />
            </td>
            <td className={cellClasses}>
              {session.current ? (
                <span className="text-slate-700">{t('console.account.thisSessionNote')}</span>
              ) : (
                end(
                  'end_session',
                  t('console.account.endSession'),
                  session.id,
                  t('console.account.endSessionLabel', { at: formatDateTime(session.createdAt) }),
                )
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      <div className="mt-4">
        {others > 0 ? (
          end('end_other_sessions', t('console.account.endOthers'), undefined, undefined, buttonClasses('primary'))
        ) : (
          <p className="text-slate-700">{t('console.account.onlySession')}</p>
        )}
      </div>
      <div id="sign-out-everywhere" className="mt-6">
        <p className="max-w-3xl text-slate-700">{t('console.account.signOutEverywhereIntro')}</p>
        <PostButton action={signOutEverywhere} stepUp="end_sessions" formClassName="mt-3" className={buttonClasses('secondary')}>
          {t('console.account.signOutEverywhere')}
        </PostButton>
      </div>
    </>
  );
}
