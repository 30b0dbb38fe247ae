import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import { CONSOLE_NOTICES, type Notice } from '#lib/console/notices.ts';

interface PageHeadingProps {
  locale: Locale;
  title: string;
  intro?: string;
  /** What the last action came to, if the page was reached by one. */
  notice?: Notice | undefined;
}

/** A console page's one h1, its introduction and the outcome of the action that led here. */
export function PageHeading({ locale, title, intro, notice }: PageHeadingProps) {
  const t = translator(locale);
  const shown = notice && CONSOLE_NOTICES[notice.code];
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
      {intro && <p className="max-w-3xl text-slate-700">{intro}</p>}
      {shown && (
        <p
          role={shown.tone === 'error' ? 'alert' : 'status'}
          className={`rounded-lg p-4 font-medium ${shown.tone === 'error' ? 'bg-red-50 text-red-900' : 'bg-green-50 text-green-900'}`}
        >
          {t(shown.key, { count: notice?.count ?? 0 })}
        </p>
      )}
    </div>
  );
}
