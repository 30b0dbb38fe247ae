import type { Locale } from '#i18n/config.ts';
import { translator, type PlainKey } from '#i18n/console-translate.ts';
import type { OperatorsIntent } from '#server/console/web/operators.posts.ts';
import { Field } from '../ui/Field.tsx';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { IntentField } from './PostButton.tsx';

interface InviteFormProps {
  locale: Locale;
  action: string;
  error: PlainKey | undefined;
  value: string;
}

/** Invite someone to the console: their address; the one-time link is shown after the post. */
export function InviteForm({ locale, action, error, value }: InviteFormProps) {
  const t = translator(locale);
  return (
    <section aria-labelledby="invite-title" className="mt-10 max-w-xl">
      <h2 id="invite-title" className="text-xl font-bold text-ink">
        {t('console.operators.inviteTitle')}
      </h2>
      <p className="mt-2 text-slate-700">{t('console.operators.inviteText')}</p>
      <form method="post" action={action} noValidate className="mt-4 flex flex-col gap-4">
        <IntentField<OperatorsIntent> intent="invite" />
        <Field
          id="invite-email"
          label={t('console.operators.inviteLabel')}
          error={error && t(error)}
          inputProps={{ name: 'email', type: 'email', autoComplete: 'off', required: true, defaultValue: value }}
        />
        <div>
          <button type="submit" className={buttonClasses('primary')}>
            {t('console.operators.inviteButton')}
          </button>
        </div>
      </form>
    </section>
  );
}
