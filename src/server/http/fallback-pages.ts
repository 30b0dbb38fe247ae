import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { translator } from '#i18n/translate.ts';
import { createErrorId } from '#lib/error-id.ts';

/** Prerendered pages the server answers with itself: the 400 page for refused addresses. */
export function loadBlockedPages(clientDir: string): Record<Locale, string> {
  const read = (locale: Locale) => readFileSync(path.join(clientDir, localizePath('/request-blocked', locale), 'index.html'), 'utf8');
  return { de: read('de'), en: read('en') };
}

/**
 * Last resort when the page renderer itself fails: the crash screen's texts (spec §8) as plain HTML,
 * with no script and no style, so it cannot fail in turn.
 */
export function plainCrashPage(locale: Locale): string {
  const texts: [title: string, text: string, idLabel: string, reload: string, home: string] =
    locale === 'en'
      ? [
          'Something went wrong',
          'An unexpected error occurred. Our developers have been notified.',
          'Error ID',
          'Reload page',
          'Go to homepage',
        ]
      : [
          'Etwas ist schief gelaufen',
          'Ein unerwarteter Fehler ist aufgetreten. Unsere Entwickler wurden benachrichtigt.',
          'Fehler-ID',
          'Seite neu laden',
          'Zur Startseite',
        ];
  const [title, text, idLabel, reload, home] = texts;
  return plainPage(locale, { title, body: `<p>${text}</p><p>${idLabel}: <code>${createErrorId()}</code></p>`, reload, home });
}

/** While the database is away (503): what happened, that nothing was lost, and a way to try again. */
export function plainUnavailablePage(locale: Locale): string {
  const t = translator(locale);
  return plainPage(locale, {
    title: t('unavailable.title'),
    body: `<p>${t('unavailable.text')}</p>`,
    reload: t('crash.reload'),
    home: t('crash.home'),
  });
}

/** A page without script or style: a heading, its text, and links to reload and to the home page. */
function plainPage(locale: Locale, { title, body, reload, home }: { title: string; body: string; reload: string; home: string }): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1>${body}<p><a href="">${reload}</a> · <a href="${localizePath('/', locale)}">${home}</a></p></main></body></html>`;
}
