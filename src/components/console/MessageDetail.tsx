import type { ReactNode } from 'react';
import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/translate.ts';
import { CONTACT_FIELD_NAMES, contactFieldTexts, type ContactField } from '#lib/forms/contact.ts';
import { neutraliseLine, neutraliseText } from '#lib/validation/display-controls.ts';
import type { ContactMessage } from '#server/contact/inbox.repo.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { Moment } from './Moment.tsx';

interface MessageDetailProps {
  locale: Locale;
  message: ContactMessage;
  /** mailto: link to the visitor, subject in the visitor's language. */
  replyHref: string;
  /** Where the answered mark is posted, and the way back to the list. */
  action: string;
  inboxHref: string;
}

/** The sender is the page's heading, the address a fact of its own, the text a section. */
const SHOWN_APART: ReadonlySet<ContactField> = new Set(['name', 'email', 'message']);

/** One message in full, with the reply in the operator's mail program and the answered mark. */
export function MessageDetail({ locale, message, replyHref, action, inboxHref }: MessageDetailProps) {
  const t = translator(locale);
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
  ];
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
      <div className="flex flex-wrap gap-3">
        <a href={replyHref} className={buttonClasses('primary')}>
          {t('console.inbox.reply')}
        </a>
        <form method="post" action={action}>
          <input type="hidden" name="intent" value="answered" />
          <input type="hidden" name="answered" value={message.answeredAt ? 'false' : 'true'} />
          <button type="submit" className={buttonClasses('secondary')}>
            {message.answeredAt ? t('console.inbox.markUnanswered') : t('console.inbox.markAnswered')}
          </button>
        </form>
        <a href={inboxHref} className={buttonClasses('ghost')}>
          {t('console.inbox.back')}
        </a>
      </div>
    </article>
  );
}
