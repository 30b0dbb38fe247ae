import { useId, useRef, useState } from 'react';
import { interpolate } from '#i18n/interpolate.ts';
import type { LinkedinGeneratorStrings } from '#i18n/linkedin-strings.ts';
import type { Locale } from '#i18n/config.ts';
import { formatNumber } from '#lib/format.ts';
import { characterCount } from '#lib/linkedin/fit.ts';
import { LINKEDIN_POST_MAX_CHARS, type PostDraft } from '#lib/linkedin/options.ts';
import { copyText } from './copy-text.ts';

interface DraftCardProps {
  locale: Locale;
  strings: LinkedinGeneratorStrings;
  heading: string;
  /** The copy button's name, which says which draft it copies. */
  copyLabel: string;
  draft: Pick<PostDraft, 'text' | 'trimmed'>;
}

type CopyState = 'idle' | 'copied' | 'selected';

/** One draft: editable, with a live count against LinkedIn's limit and a copy button that says what happened. */
export function DraftCard({ locale, strings, heading, copyLabel, draft }: DraftCardProps) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(draft.text);
  const [copy, setCopy] = useState<CopyState>('idle');
  // Each attempt renders a new status node, so a second copy is announced again.
  const [attempts, setAttempts] = useState(0);
  const count = characterCount(text);
  const over = count - LINKEDIN_POST_MAX_CHARS;
  const limit = formatNumber(LINKEDIN_POST_MAX_CHARS, locale);
  const headingId = `${id}-heading`;
  const countId = `${id}-count`;
  const warningId = `${id}-warning`;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        {heading}
      </h3>
      {draft.trimmed && <p className="text-sm text-slate-700">{strings['linkedin.trimmed']}</p>}
      <textarea
        ref={field}
        aria-labelledby={headingId}
        aria-describedby={`${countId} ${warningId}`}
        aria-invalid={over > 0 ? true : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setCopy('idle');
        }}
        rows={14}
        className={`w-full rounded-lg border bg-white px-3 py-2 font-sans text-ink ${over > 0 ? 'border-red-700' : 'border-slate-500'}`}
      />
      <p id={countId} className={`text-sm ${over > 0 ? 'font-semibold text-red-800' : 'text-slate-700'}`}>
        {interpolate(strings['linkedin.count'], { count: formatNumber(count, locale), limit })}
      </p>
      {/* Announced once when the draft crosses the limit, not on every keystroke. */}
      <p id={warningId} aria-live="polite" className="text-sm font-semibold text-red-800">
        {over > 0 ? interpolate(strings['linkedin.overLimit'], { over: formatNumber(over, locale), limit }) : ''}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={async () => {
            const result = await copyText(text, field.current);
            setAttempts((current) => current + 1);
            setCopy(result);
          }}
          className="min-h-11 rounded-lg border border-brand-700 bg-white px-5 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {copyLabel}
        </button>
        <p role="status" className={`text-sm font-medium ${copy === 'copied' ? 'text-green-900' : 'text-slate-800'}`}>
          {copy !== 'idle' && (
            <span key={attempts}>{copy === 'copied' ? strings['linkedin.copied'] : strings['linkedin.copyFallback']}</span>
          )}
        </p>
      </div>
    </section>
  );
}
