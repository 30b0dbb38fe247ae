import type { WaitlistStrings } from '#i18n/waitlist-strings.ts';

const STEPS = [
  ['waitlist.done.review', 'waitlist.done.reviewText'],
  ['waitlist.done.access', 'waitlist.done.accessText'],
  ['waitlist.done.together', 'waitlist.done.togetherText'],
] as const;

/** spec §4 step 4: the three "what happens now" steps (review in 24-48h, personal access, building together). */
export function NextSteps({ strings, headingLevel: Heading = 'h4' }: { strings: WaitlistStrings; headingLevel?: 'h2' | 'h3' | 'h4' }) {
  return (
    <div className="mt-6">
      <Heading className="font-semibold text-ink">{strings['waitlist.done.next']}</Heading>
      <ol className="mt-3 flex flex-col gap-3">
        {STEPS.map(([title, text], index) => (
          <li key={title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <span>
              <strong className="block text-ink">{strings[title]}</strong>
              <span className="text-slate-700">{strings[text]}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
