import type { Locale } from '../../i18n/config.ts';

export const NEWSLETTER_ENDPOINT = '/api/newsletter';

interface NewsletterFieldsProps {
  locale: Locale;
  /** Keeps ids unique when the form appears more than once on a page. */
  idPrefix: string;
  labels: { email: string; placeholder: string; submit: string };
}

/** The newsletter form as plain HTML: it posts to the server and works without JavaScript. */
export function NewsletterFields({ locale, idPrefix, labels }: NewsletterFieldsProps) {
  const inputId = `${idPrefix}-email`;
  return (
    <form method="post" action={NEWSLETTER_ENDPOINT} className="flex flex-col gap-2">
      <input type="hidden" name="lang" value={locale} />
      <label htmlFor={inputId} className="text-sm text-slate-200">
        {labels.email}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={labels.placeholder}
          className="min-h-11 min-w-0 flex-[1_1_12rem] rounded-lg border border-slate-500 bg-slate-800 px-3 text-white placeholder:text-slate-400"
        />
        <button type="submit" className="min-h-11 shrink-0 rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700">
          {labels.submit}
        </button>
      </div>
    </form>
  );
}
