import { LOCALES } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { translate } from '#i18n/translate.ts';
import type { LegalVersion } from '#content/legal-view.ts';

interface LegalDocumentProps {
  /** Storage key part: the choice is remembered per page (spec §2 Legal pages). */
  page: string;
  /** The page's path without its language prefix: each language's version is the page in that language. */
  path: string;
  version: LegalVersion;
}

/**
 * A legal text in the page's language with the DE/EN switch of spec §2. Only this language's version is in the
 * page (decision 0052: carrying both doubled the privacy notice's bytes and its first paint); scripts/legal-language.ts
 * brings the other from that language's page when it is chosen, and remembers the choice under a key of this page.
 * The buttons take their place from the first paint wherever scripts run, so the text does not move when the
 * script starts; without scripting they stay hidden (the header's language link leads to the other version).
 */
export function LegalDocument({ page, path, version }: LegalDocumentProps) {
  const { locale } = version;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12" data-legal-document={page} data-default-language={locale}>
      <div
        role="group"
        aria-label={translate(locale, 'legal.languageLabel')}
        className="mb-8 hidden gap-2 scripting:flex"
        data-legal-switch=""
      >
        {LOCALES.map((language) => (
          <button
            key={language}
            type="button"
            lang={language}
            data-language={language}
            data-source={localizePath(path, language)}
            aria-pressed={language === locale}
            className="min-h-11 min-w-11 rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-800 aria-pressed:bg-brand-900 aria-pressed:text-white"
          >
            {translate(language, `lang.${language}`)}
          </button>
        ))}
      </div>
      <p
        role="status"
        className="text-sm font-medium text-red-800 not-empty:mb-6"
        data-legal-status=""
        data-failed={translate(locale, 'legal.loadFailed')}
      />
      <article lang={locale} data-language={locale}>
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{version.title}</h1>
        <p className="mt-2 text-sm text-slate-700">{version.updatedLabel}</p>
        {/* The legal texts' HTML is rendered at build time from the project's own Markdown, never from visitors. */}
        {/* eslint-disable-next-line @eslint-react/dom-no-dangerously-set-innerhtml */}
        <div className="prose-site mt-8" dangerouslySetInnerHTML={{ __html: version.html }} />
      </article>
    </div>
  );
}
