import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import { CAMPAIGN_AUDIENCES, CAMPAIGN_LIMITS } from '#lib/campaigns.ts';
import type { CampaignIntent, DraftForm, NewCampaignIntent } from '#server/console/web/campaign.posts.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { Field } from '../ui/Field.tsx';
import { IntentField } from './PostButton.tsx';
import { controlClasses } from './styles.ts';

interface CampaignFormProps {
  locale: Locale;
  action: string;
  /** `create` on the new campaign's page, `save` on a campaign's own. */
  intent: FormIntent;
  form: DraftForm;
}

type FormIntent = NewCampaignIntent | Extract<CampaignIntent, 'save'>;

const VERSIONS = [
  { version: 'de', subject: 'subjectDe', body: 'bodyDe' },
  { version: 'en', subject: 'subjectEn', body: 'bodyEn' },
] as const;

/** A campaign's text, a subject and a Markdown body per language, and its audience; errors beside their fields. */
export function CampaignForm({ locale, action, intent, form }: CampaignFormProps) {
  const t = translator(locale);
  const { values, errors } = form;
  const failed = Object.keys(errors).length > 0;
  return (
    <form method="post" action={action} noValidate className="mt-6 flex max-w-3xl flex-col gap-6">
      <IntentField<FormIntent> intent={intent} />
      {failed && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-900">
          {t('console.campaigns.error.summary')}
        </p>
      )}
      <p id="campaign-hint" className="text-slate-700">
        {t('console.campaigns.formHint')}
      </p>
      {VERSIONS.map(({ version, subject, body }) => (
        <fieldset key={version} className="flex min-w-0 flex-col gap-4 rounded-lg border border-slate-300 p-4">
          <legend className="px-1 text-lg font-semibold text-ink">{t(`console.campaigns.version.${version}`)}</legend>
          <Field
            id={`campaign-${subject}`}
            label={t('console.campaigns.subjectField')}
            error={errors[subject] && t(errors[subject])}
            inputProps={{
              name: subject,
              type: 'text',
              maxLength: CAMPAIGN_LIMITS.subject.max,
              defaultValue: values[subject] ?? '',
              lang: version,
            }}
          />
          <Field
            id={`campaign-${body}`}
            label={t('console.campaigns.bodyField')}
            error={errors[body] && t(errors[body])}
            multiline
            inputProps={{ name: body, rows: 12, maxLength: CAMPAIGN_LIMITS.body.max, defaultValue: values[body] ?? '', lang: version }}
          />
        </fieldset>
      ))}
      <div className="flex flex-col gap-1">
        <label htmlFor="campaign-audience" className="font-medium text-slate-800">
          {t('console.campaigns.audience')}
        </label>
        <select
          id="campaign-audience"
          name="audience"
          defaultValue={values.audience ?? 'both'}
          aria-invalid={errors.audience ? true : undefined}
          aria-describedby={errors.audience ? 'campaign-audience-error' : undefined}
          className={`${controlClasses} max-w-full`}
        >
          {CAMPAIGN_AUDIENCES.map((audience) => (
            <option key={audience} value={audience}>
              {t(`console.campaigns.audience.${audience}`)}
            </option>
          ))}
        </select>
        {errors.audience && (
          <p id="campaign-audience-error" className="text-sm font-medium text-red-800">
            {t(errors.audience)}
          </p>
        )}
      </div>
      <div>
        <button type="submit" className={buttonClasses('primary')}>
          {intent === 'create' ? t('console.campaigns.create') : t('console.campaigns.save')}
        </button>
      </div>
    </form>
  );
}
