import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import { CAMPAIGN_LIMITS } from '#lib/campaigns.ts';
import type { EventIntent } from '#server/console/web/events.posts.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { Field } from '../ui/Field.tsx';
import { IntentField } from './PostButton.tsx';

/** A message to every registered attendee (and, when ticked, those offered a seat), each in their language's mail. */
export function EventMessageForm({ locale, action, recipients }: { locale: Locale; action: string; recipients: number }) {
  const t = translator(locale);
  return (
    <section aria-labelledby="message-heading" className="mt-10">
      <h2 id="message-heading" className="text-xl font-semibold text-ink">
        {t('console.events.messageTitle')}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t('console.events.messageIntro', { count: recipients })}</p>
      <form method="post" action={action} className="mt-4 flex max-w-3xl flex-col gap-4">
        <IntentField<EventIntent> intent="message" />
        <Field
          id="message-subject"
          label={t('console.events.field.subject')}
          inputProps={{ name: 'subject', type: 'text', required: true, maxLength: CAMPAIGN_LIMITS.subject.max }}
        />
        <Field
          id="message-body"
          label={t('console.events.field.body')}
          hint={t('console.events.hint.description')}
          multiline
          inputProps={{ name: 'body', rows: 8, required: true, maxLength: CAMPAIGN_LIMITS.body.max }}
        />
        <div className="flex items-center gap-2">
          <input id="message-offered" type="checkbox" name="offered" value="yes" className="size-5" />
          <label htmlFor="message-offered">{t('console.events.field.offered')}</label>
        </div>
        <div>
          <button type="submit" className={buttonClasses('primary')}>
            {t('console.events.send')}
          </button>
        </div>
      </form>
    </section>
  );
}
