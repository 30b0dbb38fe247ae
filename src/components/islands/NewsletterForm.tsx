import { useRef, useState, type SubmitEvent } from 'react';
import type { Locale } from '#i18n/config.ts';
import { HONEYPOT_FIELD } from '#lib/forms/honeypot.ts';
import { NEWSLETTER_ENDPOINT, newsletterSchema, type NewsletterReply } from '#lib/forms/newsletter.ts';
import { postForm } from '#lib/forms/post-form.ts';
import type { NewsletterFormStrings } from '#lib/forms/form-strings.ts';
import { invalidReply } from '#lib/forms/reply.ts';
import { validateForm } from '#lib/forms/validate.ts';
import { reportSecurityEvent } from '#lib/security/report.ts';
import { HoneypotField } from '../ui/HoneypotField.tsx';
import { withErrorBoundary } from './ErrorBoundary.tsx';
import { useKeepEntered } from './keep-entered.ts';
import { useHydrated } from './use-hydrated.ts';

interface NewsletterFormProps {
  locale: Locale;
  /** The page that answers a plain form post (before hydration, or without JavaScript). */
  action: string;
  /** Keeps ids unique when the form appears more than once on a page. */
  idPrefix: string;
  /** 'dark' for the footer, 'light' for white or light-blue sections. */
  variant?: 'dark' | 'light';
  strings: NewsletterFormStrings;
  /** How a plain form post left the form: the address as sent and the server's reply. */
  initial?: { email: string; reply: NewsletterReply };
}

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'success' } | { kind: 'error'; message: string; invalid: boolean };

/** What the form shows after a reply, the island's own or the one a plain form post got: the same either way. */
function statusAfter(reply: NewsletterReply, strings: NewsletterFormStrings): Status {
  if (reply.success) return { kind: 'success' };
  const key = reply.code === 'invalid' ? reply.errors?.email : undefined;
  if (key) return { kind: 'error', message: strings.errors[key] ?? reply.message, invalid: true };
  // Any other refusal (too many attempts) is told in the server's words; without a reply, the form's own failure message.
  return { kind: 'error', message: reply.code === 'failed' ? strings.failure : reply.message, invalid: false };
}

const styles = {
  dark: {
    label: 'text-sm text-slate-200',
    input: 'bg-slate-800 text-white placeholder:text-slate-400',
    border: { valid: 'border-slate-500', invalid: 'border-red-400' },
    button: 'bg-brand-600 hover:bg-brand-700',
    message: { success: 'text-green-300', error: 'text-red-300' },
  },
  light: {
    label: 'text-sm font-medium text-ink',
    input: 'bg-white text-ink placeholder:text-slate-500',
    border: { valid: 'border-slate-500', invalid: 'border-red-700' },
    button: 'bg-brand-700 hover:bg-brand-800',
    message: { success: 'text-green-800', error: 'text-red-800' },
  },
};

/**
 * spec §2/§4/§8: the newsletter sign-up. idle → sending (button disabled, 'Anmelden...') → success
 * (field cleared, double opt-in notice) or error (value kept). Checks the address with the server's
 * rule before sending; without JavaScript the same form posts to the answer page.
 */
function NewsletterForm({ locale, action, idPrefix, variant = 'dark', strings, initial }: NewsletterFormProps) {
  const inputId = `${idPrefix}-email`;
  const messageId = `${idPrefix}-message`;
  const style = styles[variant];
  const input = useRef<HTMLInputElement>(null);
  const [{ email }, setValues] = useState({ email: initial?.email ?? '' });
  const setEmail = (value: string) => setValues({ email: value });
  // The address typed before the script arrived (focus hydrates the form).
  const form = useKeepEntered(setValues);
  const [status, setStatus] = useState<Status>(initial ? statusAfter(initial.reply, strings) : { kind: 'idle' });
  // Before hydration (and without JavaScript) the browser's own constraint checks apply; after it, ours.
  const hydrated = useHydrated();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const checked = validateForm(newsletterSchema, { email });
    if (!checked.ok) {
      setStatus(statusAfter(invalidReply(checked.errors), strings));
      reportSecurityEvent('form_validation_failure', { form: 'newsletter', fields: ['email'] });
      input.current?.focus();
      return;
    }
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    setStatus({ kind: 'sending' });
    const reply = await postForm<NewsletterReply>(NEWSLETTER_ENDPOINT, {
      ...checked.value,
      lang: locale,
      [HONEYPOT_FIELD]: honeypot ?? '',
    });
    if (reply.success) setEmail('');
    setStatus(statusAfter(reply, strings));
  }

  const sending = status.kind === 'sending';
  const error = status.kind === 'error' ? status : undefined;
  return (
    <form ref={form} method="post" action={action} noValidate={hydrated} onSubmit={submit} className="flex flex-col gap-2">
      <input type="hidden" name="lang" value={locale} />
      <label htmlFor={inputId} className={style.label}>
        {strings.email}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={strings.placeholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error?.invalid ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          className={`min-h-11 min-w-0 flex-[1_1_12rem] rounded-lg border px-3 ${style.input} ${error?.invalid ? style.border.invalid : style.border.valid}`}
        />
        <button
          type="submit"
          disabled={sending}
          className={`min-h-11 shrink-0 rounded-lg px-4 font-semibold text-white disabled:cursor-wait disabled:opacity-70 ${style.button}`}
        >
          {sending ? strings.sending : strings.submit}
        </button>
      </div>
      <HoneypotField id={`${idPrefix}-website`} />
      {/* Always in the page, so that what appears in it is announced. */}
      <div id={messageId} role="status" className="text-sm font-medium">
        {status.kind === 'success' && <p className={style.message.success}>{strings.success}</p>}
        {error && <p className={style.message.error}>{error.message}</p>}
      </div>
    </form>
  );
}

export const NewsletterFormIsland = withErrorBoundary(NewsletterForm, 'NewsletterForm');
