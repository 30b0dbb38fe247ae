import { useId, useState, type SubmitEvent } from 'react';
import type { Locale } from '#i18n/config.ts';
import { interpolate } from '#i18n/interpolate.ts';
import type { LinkedinGeneratorStrings } from '#i18n/linkedin-strings.ts';
import { createDrafts, parsePoints } from '#lib/linkedin/drafts.ts';
import type { PostDraft } from '#lib/linkedin/options.ts';
import { withErrorBoundary } from '../ErrorBoundary.tsx';
import { useKeepEntered } from '../keep-entered.ts';
import { useHydrated } from '../use-hydrated.ts';
import { DraftCard } from './DraftCard.tsx';
import { ModelDraftInProgress } from './ModelDraftInProgress.tsx';
import { useModelDraft } from './use-model-draft.ts';
import { GeneratorFields, type CheckedField, type GeneratorValues } from './GeneratorFields.tsx';

interface GeneratorProps {
  /** The page's language: the post language to start with, and the number format of the counters. */
  locale: Locale;
  strings: LinkedinGeneratorStrings;
  /** True when the server has a language model: the visitor may then ask it for a fourth draft. */
  modelDraft?: boolean | undefined;
}

type Errors = Partial<Record<CheckedField, string>>;

function check(values: GeneratorValues, strings: LinkedinGeneratorStrings): Errors {
  const errors: Errors = {};
  if (values.topic.trim() === '') errors.topic = strings['linkedin.error.topic'];
  if (parsePoints(values.points).length === 0) errors.points = strings['linkedin.error.points'];
  if (values.audience === 'custom' && values.customAudience.trim() === '') errors.customAudience = strings['linkedin.error.customAudience'];
  return errors;
}

/**
 * The free LinkedIn post generator: three drafts from the visitor's input, made in the browser
 * (lib/linkedin), each editable, counted against LinkedIn's limit and copyable. It sends nothing
 * anywhere, unless the visitor asks the server's language model for a draft (when there is one).
 */
function LinkedinPostGenerator({ locale, strings, modelDraft = false }: GeneratorProps) {
  const id = useId();
  const [values, setValues] = useState<GeneratorValues>({
    topic: '',
    points: '',
    audience: 'sme',
    customAudience: '',
    tone: 'professional',
    language: locale,
    length: 'medium',
    hashtags: 'few',
    ownHashtags: '',
  });
  const form = useKeepEntered(setValues);
  const [errors, setErrors] = useState<Errors>({});
  const [drafts, setDrafts] = useState<PostDraft[]>([]);
  // Counts the runs: new drafts replace the edited ones, and each run is announced anew.
  const [run, setRun] = useState(0);
  // Until the island runs (and without JavaScript) the buttons are disabled: they could do nothing yet.
  // The fields are not, so that a visitor on a slow connection can start typing.
  const hydrated = useHydrated();

  const model = useModelDraft(strings['linkedin.model.failed']);
  const writing = model.state.status === 'writing';
  // What the visitor asked for last: the status line speaks of that.
  const [latest, setLatest] = useState<'drafts' | 'model' | null>(null);

  /** Shows the field errors and focuses the first; true when the input can be drafted. */
  function checked(): boolean {
    const found = check(values, strings);
    setErrors(found);
    const first = (['topic', 'points', 'customAudience'] as const).find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
    return first === undefined;
  }

  function generate(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checked()) return;
    setDrafts(createDrafts({ ...values, points: parsePoints(values.points) }));
    setRun((current) => current + 1);
    setLatest('drafts');
  }

  function draftWithModel() {
    if (!checked()) return;
    setLatest('model');
    void model.request({ lang: locale, ...values });
  }

  const hasErrors = Object.keys(errors).length > 0;
  const modelStatus = writing ? strings['linkedin.modelWriting'] : model.state.status === 'done' ? strings['linkedin.modelDone'] : null;
  const announcement = hasErrors ? null : latest === 'drafts' ? strings['linkedin.generated'] : latest === 'model' ? modelStatus : null;
  return (
    <div className="flex flex-col gap-10">
      <form ref={form} noValidate onSubmit={generate} aria-labelledby={`${id}-form-title`} className="rounded-2xl bg-white p-6 shadow-sm">
        <fieldset className="flex flex-col gap-6">
          <legend className="mb-6">
            <h2 id={`${id}-form-title`} className="text-2xl font-bold tracking-tight text-ink">
              {strings['linkedin.formTitle']}
            </h2>
          </legend>
          <GeneratorFields
            idPrefix={id}
            strings={strings}
            values={values}
            errors={errors}
            onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          />
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              disabled={!hydrated}
              className="min-h-11 rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
            >
              {strings['linkedin.generate']}
            </button>
            {modelDraft && (
              <button
                type="button"
                onClick={draftWithModel}
                disabled={!hydrated || writing}
                className="min-h-11 rounded-lg border border-brand-700 bg-white px-6 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-70"
              >
                {strings['linkedin.modelDraft']}
              </button>
            )}
          </div>
        </fieldset>
        <div role="status" className="mt-4">
          {hasErrors && <p className="rounded-lg bg-red-50 p-4 font-medium text-red-900">{strings['validation.fixErrors']}</p>}
          {/* A new node for each run, so that the same text is announced again. */}
          {announcement && (
            <p key={`${latest}-${run}`} className={latest === 'drafts' ? 'sr-only' : 'font-medium text-slate-800'}>
              {announcement}
            </p>
          )}
        </div>
        <div role="alert">
          {!hasErrors && latest === 'model' && model.state.status === 'failed' && (
            <p key={model.state.run} className="mt-4 rounded-lg bg-red-50 p-4 font-medium text-red-900">
              {model.state.message}
            </p>
          )}
        </div>
      </form>
      {(drafts.length > 0 || model.state.status === 'writing' || model.state.status === 'done') && (
        <section aria-labelledby={`${id}-results-title`}>
          <h2 id={`${id}-results-title`} className="mb-6 text-2xl font-bold tracking-tight text-ink">
            {strings['linkedin.resultsTitle']}
          </h2>
          <div className="grid max-w-3xl gap-6">
            {model.state.status === 'writing' && (
              <ModelDraftInProgress heading={strings['linkedin.modelDraftTitle']} text={model.state.text} />
            )}
            {model.state.status === 'done' && (
              <DraftCard
                key={`model-${model.state.run}`}
                locale={locale}
                strings={strings}
                heading={strings['linkedin.modelDraftTitle']}
                copyLabel={strings['linkedin.modelCopy']}
                draft={{ text: model.state.text, trimmed: false }}
              />
            )}
            {drafts.map((draft, index) => (
              <DraftCard
                key={`${run}-${draft.style}`}
                locale={locale}
                strings={strings}
                heading={interpolate(strings['linkedin.draftTitle'], { n: index + 1, style: strings[`linkedin.style.${draft.style}`] })}
                copyLabel={interpolate(strings['linkedin.copy'], { n: index + 1 })}
                draft={draft}
              />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}

export const LinkedinPostGeneratorIsland = withErrorBoundary(LinkedinPostGenerator, 'LinkedinPostGenerator');
