import { useEffect, useId, useState, type SubmitEvent } from 'react';
import type { Locale } from '../../../i18n/config.ts';
import type { LinkedinGeneratorStrings } from '../../../i18n/linkedin-strings.ts';
import { createDrafts, parsePoints } from '../../../lib/linkedin/drafts.ts';
import type { PostDraft } from '../../../lib/linkedin/options.ts';
import { withErrorBoundary } from '../ErrorBoundary.tsx';
import { DraftCard } from './DraftCard.tsx';
import { GeneratorFields, type CheckedField, type GeneratorValues } from './GeneratorFields.tsx';

/**
 * MODEL DRAFT SLOT. The later "draft with an AI model" button: its label and the server endpoint it
 * will post the visitor's input to. The pages do not pass it yet and nothing here reads it, so the
 * generator makes no request at all. The branch that adds the endpoint renders the button at the
 * marked place below and shows the model's draft beside the three template drafts.
 */
export interface ModelDraftOptions {
  label: string;
  endpoint: string;
}

interface GeneratorProps {
  /** The page's language: the post language to start with, and the number format of the counters. */
  locale: Locale;
  strings: LinkedinGeneratorStrings;
  modelDraft?: ModelDraftOptions | undefined;
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
 * (lib/linkedin), each editable, counted against LinkedIn's limit and copyable. Sends nothing anywhere.
 */
function LinkedinPostGenerator({ locale, strings }: GeneratorProps) {
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
  const [errors, setErrors] = useState<Errors>({});
  const [drafts, setDrafts] = useState<PostDraft[]>([]);
  // Counts the runs: new drafts replace the edited ones, and each run is announced anew.
  const [run, setRun] = useState(0);
  // Until the island runs (and without JavaScript) the fields are disabled: they could do nothing yet.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  function generate(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check(values, strings);
    setErrors(found);
    const first = (['topic', 'points', 'customAudience'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`${id}-${first === 'customAudience' ? 'custom-audience' : first}`)?.focus();
      return;
    }
    setDrafts(createDrafts({ ...values, points: parsePoints(values.points) }));
    setRun((current) => current + 1);
  }

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <div className="flex flex-col gap-10">
      <form noValidate onSubmit={generate} aria-labelledby={`${id}-form-title`} className="rounded-2xl bg-white p-6 shadow-sm">
        <fieldset disabled={!hydrated} className="flex flex-col gap-6">
          <legend className="mb-6">
            <h2 id={`${id}-form-title`} className="text-2xl font-bold tracking-tight text-ink">
              {strings['linkedin.formTitle']}
            </h2>
          </legend>
          <GeneratorFields idPrefix={id} strings={strings} values={values} errors={errors} onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))} />
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-70">
              {strings['linkedin.generate']}
            </button>
            {/* MODEL DRAFT SLOT: the "draft with an AI model" button (ModelDraftOptions) goes here. */}
          </div>
        </fieldset>
        <div role="status" className="mt-4">
          {hasErrors && <p className="rounded-lg bg-red-50 p-4 font-medium text-red-900">{strings['validation.fixErrors']}</p>}
          {!hasErrors && run > 0 && (
            <p key={run} className="sr-only">
              {strings['linkedin.generated']}
            </p>
          )}
        </div>
      </form>
      {drafts.length > 0 && (
        <section aria-labelledby={`${id}-results-title`}>
          <h2 id={`${id}-results-title`} className="mb-6 text-2xl font-bold tracking-tight text-ink">
            {strings['linkedin.resultsTitle']}
          </h2>
          <div className="grid max-w-3xl gap-6">
            {drafts.map((draft, index) => (
              <DraftCard key={`${run}-${draft.style}`} locale={locale} strings={strings} number={index + 1} draft={draft} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}

export const LinkedinPostGeneratorIsland = withErrorBoundary(LinkedinPostGenerator, 'LinkedinPostGenerator');
