import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import { PHONE_WIDTH } from '#lib/phone-width.ts';

interface CampaignPreviewProps {
  locale: Locale;
  /** Each written language's mail: the address of its HTML part (a console route) and its text part. */
  versions: readonly { version: Locale; htmlHref: string; text: string }[];
}

/**
 * The mail as it will arrive, per written language: the HTML part in a frame that may run nothing and
 * reach nothing (sandboxed, without scripts or its own origin; the route sends a policy of its own too),
 * the text part beside it, and below them the HTML part again in a frame as wide as a phone (decision 0046).
 * That frame's width is an attribute, which the page's style policy allows where a style attribute it would
 * not; its ring takes no room from the mail, as a border would.
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
        const phone = t('console.campaigns.previewPhone', { language, width: PHONE_WIDTH });
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
            <figure className="flex min-w-0 flex-col gap-2 lg:col-span-2">
              <figcaption className="font-medium text-slate-800">{phone}</figcaption>
              <iframe
                src={htmlHref}
                sandbox=""
                title={phone}
                width={PHONE_WIDTH}
                className="h-[40rem] max-w-full rounded-lg bg-white ring-1 ring-slate-300"
              />
            </figure>
          </div>
        );
      })}
    </section>
  );
}
