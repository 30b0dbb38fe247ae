import { LOCALES, type Locale } from '#i18n/config.ts';
import { switchLocaleHref } from '#i18n/paths.ts';
import { translate } from '#i18n/translate.ts';

interface LanguageSwitchProps {
  locale: Locale;
  /** Path (with query) of the page as served; the script adds the hash and the live query. */
  currentHref: string;
  className?: string;
}

/** DE/EN switch. The hrefs keep the path and query; scripts/language-switch.ts keeps the hash too. */
export function LanguageSwitch({ locale, currentHref, className = '' }: LanguageSwitchProps) {
  return (
    <div role="group" aria-label={translate(locale, 'lang.label')} className={`flex items-center gap-1 ${className}`}>
      {LOCALES.map((target) => {
        const active = target === locale;
        return (
          <a
            key={target}
            href={switchLocaleHref(currentHref, target)}
            hrefLang={target}
            lang={target}
            data-lang-switch={target}
            aria-current={active ? 'true' : undefined}
            className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 text-sm font-semibold ${
              active ? 'bg-brand-900 text-white' : 'text-brand-800 hover:bg-brand-50'
            }`}
          >
            {target.toUpperCase()}
            <span className="sr-only"> – {translate(target, `lang.${target}`)}</span>
          </a>
        );
      })}
    </div>
  );
}
