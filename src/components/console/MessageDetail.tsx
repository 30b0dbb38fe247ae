import type { ReactNode } from 'react';
import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import { CONTACT_FIELD_NAMES, contactFieldTexts, type ContactField } from '#lib/forms/contact.ts';
import { neutraliseLine, neutraliseText } from '#lib/validation/display-controls.ts';
import type { MessageIntent } from '#server/console/web/message.posts.ts';
import type { ContactMessage } from '#server/contact/inbox.repo.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { Moment } from './Moment.tsx';
import { PostButton } from './PostButton.tsx';
import { dangerButtonClasses } from './styles.ts';

interface MessageDetailProps {
  locale: Locale;
  message: ContactMessage;
  /** mailto: link to the visitor, subject in the visitor's language. */
  replyHref: string;
  /** Where the message's forms are posted (its own page), and the way back to its folder of the inbox. */
  action: string;
  inboxHref: string;
  /** The step before deleting it: the confirmation instead of the message's buttons. */
  confirmingDelete?: boolean;
}

/** The sender is the page's heading, the address a fact of its own, the text a section. */
const SHOWN_APART: ReadonlySet<ContactField> = new Set(['name', 'email', 'message']);

/**
 * One message in full, with the reply in the operator's mail program, the answered mark, the moves between
 * the inbox, the archive and spam, and its deletion after a confirmation step.
 */
export function MessageDetail({ locale, message, replyHref, action, inboxHref, confirmingDelete = false }: MessageDetailProps) {
  const t = translator(locale);
  const { folder } = message;
  // Every field of the form besides the sender and the text, labelled as in the operator's mail.
  const fields = CONTACT_FIELD_NAMES.filter((field) => !SHOWN_APART.has(field)).map((field): [string, ReactNode] => [
    t(contactFieldTexts(field).mail),
    neutraliseLine(message[field] ?? '–'),
  ]);
  const facts: [string, ReactNode][] = [
    [t('console.inbox.email'), message.email],
    ...fields,
    [t('console.inbox.received'), <Moment key="received" at={message.createdAt} />],
    [t('console.inbox.language'), message.language],
    [t('console.inbox.sourcePage'), message.sourcePage],
    [t('console.inbox.answeredAt'), <Moment key="answered" at={message.answeredAt} />],
    [t('console.inbox.folderFilter'), t(`console.inbox.folder.${folder}`)],
  ];
  const secondary = buttonClasses('secondary');
  const move = (to: typeof folder, label: string) => (
    <PostButton<MessageIntent> action={action} intent="move" fields={{ folder: to }} className={secondary}>
      {label}
    </PostButton>
  );
  return (
    <article className="mt-6 flex flex-col gap-6">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-800">{term}</dt>
            <dd className="min-w-0 wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="message-text" className="rounded-lg border border-slate-300 p-4">
        <h2 id="message-text" className="text-lg font-semibold text-ink">
          {t('console.inbox.message')}
        </h2>
        <p className="mt-2 whitespace-pre-wrap wrap-anywhere">{neutraliseText(message.message)}</p>
      </section>
      {confirmingDelete ? (
        <section aria-labelledby="delete-heading" className="rounded-lg border-2 border-red-700 p-4 sm:p-6">
          <h2 id="delete-heading" className="text-xl font-semibold wrap-anywhere text-ink">
            {t('console.inbox.confirmTitle', { name: neutraliseLine(message.name) })}
          </h2>
          <p className="mt-3 max-w-3xl text-slate-800">{t('console.inbox.confirmText')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <PostButton<MessageIntent> action={action} intent="delete" className={dangerButtonClasses}>
              {t('console.inbox.confirmDelete')}
            </PostButton>
            <a href={action} className={buttonClasses('ghost')}>
              {t('console.inbox.cancel')}
            </a>
          </div>
        </section>
      ) : (
        <div className="flex flex-wrap gap-3">
          <a href={replyHref} className={buttonClasses('primary')}>
            {t('console.inbox.reply')}
          </a>
          <PostButton<MessageIntent>
            action={action}
            intent="answered"
            fields={{ answered: message.answeredAt ? 'false' : 'true' }}
            className={secondary}
          >
            {message.answeredAt ? t('console.inbox.markUnanswered') : t('console.inbox.markAnswered')}
          </PostButton>
          {folder === 'archive' ? move('inbox', t('console.inbox.toInbox')) : move('archive', t('console.inbox.archive'))}
          {folder === 'spam' ? move('inbox', t('console.inbox.notSpam')) : move('spam', t('console.inbox.markSpam'))}
          <PostButton<MessageIntent> action={action} intent="confirm_delete" className={secondary}>
            {t('console.inbox.delete')}
          </PostButton>
          <a href={inboxHref} className={buttonClasses('ghost')}>
            {folder === 'inbox' ? t('console.inbox.back') : t(`console.inbox.backTo.${folder}`)}
          </a>
        </div>
      )}
    </article>
  );
}
