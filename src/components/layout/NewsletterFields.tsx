import type { Locale } from '../../i18n/config.ts';

export const NEWSLETTER_ENDPOINT = '/api/newsletter';

interface NewsletterFieldsProps {
  locale: Locale;
  /** Keeps ids unique when the form appears more than once on a page. */
  idPrefix: string;
  labels: { email: string; placeholder: string; submit: string };
  /** 'dark' for the footer, 'light' for white or light-blue sections. */
  variant?: 'dark' | 'light';
}

const styles = {
  dark: {
    label: 'text-sm text-slate-200',
    input: 'border-slate-500 bg-slate-800 text-white placeholder:text-slate-400',
    button: 'bg-brand-600 hover:bg-brand-700',
  },
  light: {
    label: 'text-sm font-medium text-ink',
    input: 'border-slate-500 bg-white text-ink placeholder:text-slate-500',
    button: 'bg-brand-700 hover:bg-brand-800',
  },
};

/** The newsletter form as plain HTML: it posts to the server and works without JavaScript. */
export function NewsletterFields({ locale, idPrefix, labels, variant = 'dark' }: NewsletterFieldsProps) {
  const inputId = `${idPrefix}-email`;
  const style = styles[variant];
  return (
    <form method="post" action={NEWSLETTER_ENDPOINT} className="flex flex-col gap-2">
      <input type="hidden" name="lang" value={locale} />
      <label htmlFor={inputId} className={style.label}>
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
          className={`min-h-11 min-w-0 flex-[1_1_12rem] rounded-lg border px-3 ${style.input}`}
        />
        <button type="submit" className={`min-h-11 shrink-0 rounded-lg px-4 font-semibold text-white ${style.button}`}>
          {labels.submit}
        </button>
      </div>
    </form>
  );
}
