import type { CrashStrings } from '#i18n/crash-strings.ts';

interface CrashScreenProps {
  strings: CrashStrings;
  errorId: string;
  /** The address to reload and the homepage of the page's language. */
  reloadHref: string;
  homeHref: string;
}

const button = 'inline-flex min-h-11 items-center justify-center rounded-lg px-5 font-semibold';

/** spec §2 and §8: the crash screen, shared by the React error boundary and the server's 500 page. */
export function CrashScreen({ strings, errorId, reloadHref, homeHref }: CrashScreenProps) {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center" data-crash-screen="">
      <h1 className="text-3xl font-bold text-ink">{strings.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{strings.text}</p>
      <p className="mt-4 text-sm text-slate-600">
        {strings.errorId}: <code className="rounded bg-slate-100 px-2 py-1 font-mono text-ink">{errorId}</code>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href={reloadHref} className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
          {strings.reload}
        </a>
        <a href={homeHref} className={`${button} border border-brand-700 text-brand-800 hover:bg-brand-50`}>
          {strings.home}
        </a>
      </div>
    </div>
  );
}
