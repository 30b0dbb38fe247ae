import type { Locale } from '#i18n/config.ts';
import { LOCALES } from '#i18n/config.ts';
import { translate } from '#i18n/translate.ts';
import type { LegalVersion } from '#content/legal-view.ts';

interface LegalDocumentProps {
  /** Storage key part: the choice is remembered per page (spec §2 Legal pages). */
  page: string;
  locale: Locale;
  versions: Record<Locale, LegalVersion>;
}

/**
 * Both language versions of a legal text, the page's language shown. scripts/legal-language.ts wires
 * the DE/EN buttons and remembers the choice in browser storage under a key of this page. The buttons
 * take their place from the first paint wherever scripts run, so the text does not move when the script
 * starts; without scripting they stay hidden.
 */
export function LegalDocument({ page, locale, versions }: LegalDocumentProps) {
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
            aria-pressed={language === locale}
            className="min-h-11 min-w-11 rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-800 aria-pressed:bg-brand-900 aria-pressed:text-white"
          >
            {translate(language, `lang.${language}`)}
          </button>
        ))}
      </div>
      {LOCALES.map((language) => {
        const version = versions[language];
        const Heading = language === locale ? 'h1' : 'h2';
        return (
          <article key={language} lang={language} data-language={language} hidden={language !== locale}>
            <Heading className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{version.title}</Heading>
            <p className="mt-2 text-sm text-slate-700">{version.updatedLabel}</p>
            {/* The legal texts' HTML is rendered at build time from the project's own Markdown, never from visitors. */}
            {/* eslint-disable-next-line @eslint-react/dom-no-dangerously-set-innerhtml */}
            <div className="prose-site mt-8" dangerouslySetInnerHTML={{ __html: version.html }} />
          </article>
        );
      })}
    </div>
  );
}
