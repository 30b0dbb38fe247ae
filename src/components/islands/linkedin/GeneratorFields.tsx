import type { LinkedinGeneratorStrings } from '#i18n/linkedin-strings.ts';
import { interpolate } from '#i18n/interpolate.ts';
import {
  AUDIENCES,
  GENERATOR_INPUT_LIMITS,
  HASHTAG_CHOICES,
  HASHTAG_COUNTS,
  POST_LANGUAGES,
  POST_LENGTHS,
  TONES,
  type Audience,
  type HashtagChoice,
  type PostLanguage,
  type PostLength,
  type Tone,
} from '#lib/linkedin/options.ts';
import { ChoiceGroup } from '#components/ui/ChoiceGroup.tsx';
import { Field } from '#components/ui/Field.tsx';

/** What the visitor has entered, as the fields hold it. */
export interface GeneratorValues {
  topic: string;
  points: string;
  audience: Audience;
  customAudience: string;
  tone: Tone;
  language: PostLanguage;
  length: PostLength;
  hashtags: HashtagChoice;
  ownHashtags: string;
}

export type CheckedField = 'topic' | 'points' | 'customAudience';

interface GeneratorFieldsProps {
  /** Base of the fields' ids; `${idPrefix}-topic` and so on. */
  idPrefix: string;
  strings: LinkedinGeneratorStrings;
  values: GeneratorValues;
  errors: Partial<Record<CheckedField, string>>;
  onChange: <K extends keyof GeneratorValues>(field: K, value: GeneratorValues[K]) => void;
}

/** The generator's inputs: topic, key points, audience, tone, post language, length and hashtags. */
export function GeneratorFields({ idPrefix, strings: s, values, errors, onChange }: GeneratorFieldsProps) {
  const text = (field: 'topic' | 'points' | 'customAudience' | 'ownHashtags', extra: Record<string, unknown> = {}) => ({
    name: field,
    value: values[field],
    maxLength: GENERATOR_INPUT_LIMITS[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    ...extra,
  });
  return (
    <div className="flex flex-col gap-6">
      <Field
        id={`${idPrefix}-topic`}
        label={s['linkedin.topic']}
        hint={s['linkedin.topicHint']}
        error={errors.topic}
        inputProps={text('topic', { type: 'text', required: true })}
      />
      <Field
        id={`${idPrefix}-points`}
        label={s['linkedin.points']}
        hint={s['linkedin.pointsHint']}
        error={errors.points}
        multiline
        inputProps={text('points', { required: true })}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${idPrefix}-audience`} className="font-medium text-slate-800">
            {s['linkedin.audience']}
          </label>
          <select
            id={`${idPrefix}-audience`}
            name="audience"
            value={values.audience}
            onChange={(event) => onChange('audience', event.target.value as Audience)}
            className="min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-ink"
          >
            {AUDIENCES.map((audience) => (
              <option key={audience} value={audience}>
                {s[`linkedin.audience.${audience}`]}
              </option>
            ))}
          </select>
        </div>
        {values.audience === 'custom' && (
          <Field
            id={`${idPrefix}-customAudience`}
            label={s['linkedin.customAudience']}
            hint={s['linkedin.customAudienceHint']}
            error={errors.customAudience}
            inputProps={text('customAudience', { type: 'text', required: true })}
          />
        )}
      </div>
      <ChoiceGroup
        name="tone"
        legend={s['linkedin.tone']}
        value={values.tone}
        onChange={(tone) => onChange('tone', tone)}
        options={TONES.map((tone) => ({ value: tone, label: s[`linkedin.tone.${tone}`] }))}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <ChoiceGroup
          name="language"
          legend={s['linkedin.language']}
          value={values.language}
          onChange={(language) => onChange('language', language)}
          options={POST_LANGUAGES.map((language) => ({ value: language, label: s[`lang.${language}`] }))}
        />
        <ChoiceGroup
          name="length"
          legend={s['linkedin.length']}
          value={values.length}
          onChange={(length) => onChange('length', length)}
          options={POST_LENGTHS.map((length) => ({ value: length, label: s[`linkedin.length.${length}`] }))}
        />
      </div>
      <ChoiceGroup
        name="hashtags"
        legend={s['linkedin.hashtags']}
        value={values.hashtags}
        onChange={(hashtags) => onChange('hashtags', hashtags)}
        options={HASHTAG_CHOICES.map((choice) => ({
          value: choice,
          label: interpolate(s[`linkedin.hashtags.${choice}`], { n: HASHTAG_COUNTS[choice] }),
        }))}
      />
      <Field
        id={`${idPrefix}-own-hashtags`}
        label={s['linkedin.ownHashtags']}
        hint={s['linkedin.ownHashtagsHint']}
        inputProps={text('ownHashtags', { type: 'text' })}
      />
    </div>
  );
}
