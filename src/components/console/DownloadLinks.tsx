import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';

interface DownloadLinksProps {
  locale: Locale;
  /** The list as its page shows it (its filters kept), as CSV and as JSON. */
  csvHref: string;
  jsonHref: string;
}

/** A console list's downloads, each streamed by the server and written to the audit log. */
export function DownloadLinks({ locale, csvHref, jsonHref }: DownloadLinksProps) {
  const t = translator(locale);
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <a href={csvHref} download className={buttonClasses('primary')}>
        {t('console.common.exportCsv')}
      </a>
      <a href={jsonHref} download className={buttonClasses('secondary')}>
        {t('console.common.exportJson')}
      </a>
    </div>
  );
}
