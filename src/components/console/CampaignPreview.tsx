import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';

interface CampaignPreviewProps {
  locale: Locale;
  /** Each written language's mail: the address of its HTML part (a console route) and its text part. */
  versions: readonly { version: Locale; htmlHref: string; text: string }[];
}

/**
 * The mail as it will arrive, per written language: the HTML part in a frame that may run nothing and
 * reach nothing (sandboxed, without scripts or its own origin; the route sends a policy of its own too),
 * and the text part beside it.
 */
export function CampaignPreview({ locale, versions }: CampaignPreviewProps) {
  const t = translator(locale);
  if (versions.length === 0) return null;
  return (
    <section aria-labelledby="preview-heading" className="mt-10">
      <h2 id="preview-heading" className="text-xl font-semibold text-ink">
        {t('console.campaigns.preview')}
      </h2>
      {versions.map(({ version, htmlHref, text }) => {
        const language = t(`console.campaigns.language.${version}`);
        return (
          <div key={version} className="mt-4 grid min-w-0 gap-4 lg:grid-cols-2">
            <figure className="flex min-w-0 flex-col gap-2">
              <figcaption className="font-medium text-slate-800">{t('console.campaigns.previewHtml', { language })}</figcaption>
              <iframe
                src={htmlHref}
                sandbox=""
                title={t('console.campaigns.previewHtml', { language })}
                className="h-[32rem] w-full rounded-lg border border-slate-300 bg-white"
              />
            </figure>
            <div className="flex min-w-0 flex-col gap-2">
              <p id={`preview-text-${version}`} className="font-medium text-slate-800">
                {t('console.campaigns.previewText', { language })}
              </p>
              {/* A region of its own that takes focus, so that its text scrolls from the keyboard too. */}
              <div
                role="region"
                aria-labelledby={`preview-text-${version}`}
                tabIndex={0}
                className="h-[32rem] overflow-auto rounded-lg border border-slate-300 bg-slate-50 p-3"
              >
                <pre lang={version} className="text-sm whitespace-pre-wrap wrap-anywhere">
                  {text}
                </pre>
              </div>
            </div>
          </div>
        );
      })}
    </section>
  );
}
