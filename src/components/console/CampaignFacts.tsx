import type { ReactNode } from 'react';
import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import { formatDateTime, formatNumber } from '#lib/format.ts';
import type { CampaignFigures } from '#server/campaigns/campaign-figures.repo.ts';
import type { CampaignWait } from '#server/campaigns/campaign-wait.repo.ts';
import type { CampaignRow } from '#server/campaigns/campaigns.repo.ts';
import { Moment } from './Moment.tsx';

interface CampaignFactsProps {
  locale: Locale;
  campaign: CampaignRow;
  figures: CampaignFigures;
  /** Why a sending campaign's mails wait just now, if they do. */
  waiting?: CampaignWait | undefined;
}

const FIGURES = ['queued', 'sent', 'onItsWay', 'pending', 'failed', 'bounced', 'cancelled', 'withdrawn', 'unsubscribed'] as const;

/** A list of terms and values, two columns from the small breakpoint on. */
function Facts({ id, title, facts }: { id: string; title: string; facts: [string, ReactNode][] }) {
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-800">{term}</dt>
            <dd className="min-w-0 wrap-anywhere tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Why the mails wait, in the operator's language (decision 0041). */
function waitingText(locale: Locale, waiting: CampaignWait): string {
  const t = translator(locale);
  if (waiting.reason === 'rate_cap') return t('console.campaigns.waiting.rateCap', { time: formatDateTime(waiting.until) });
  return waiting.until
    ? t('console.campaigns.waiting.mailServer', { time: formatDateTime(waiting.until) })
    : t('console.campaigns.waiting.mailServerNow');
}

/** Where a campaign stands (status, audience, its moments) and its figures: mails by their fate, and unsubscriptions through it. */
export function CampaignFacts({ locale, campaign, figures, waiting }: CampaignFactsProps) {
  const t = translator(locale);
  const moments: [string, ReactNode][] = [
    [t('console.campaigns.status'), t(`console.campaigns.status.${campaign.status}`)],
    ...(waiting ? [[t('console.campaigns.waiting'), waitingText(locale, waiting)] as [string, ReactNode]] : []),
    [t('console.campaigns.audience'), t(`console.campaigns.audience.${campaign.audience}`)],
    [t('console.campaigns.createdAt'), <Moment key="created" at={campaign.createdAt} />],
    [t('console.campaigns.sendAt'), <Moment key="send" at={campaign.sendAt} />],
    [t('console.campaigns.queuedAt'), <Moment key="queued" at={campaign.queuedAt} />],
    [t('console.campaigns.finishedAt'), <Moment key="finished" at={campaign.finishedAt} />],
  ];
  const numbers = FIGURES.map((figure): [string, ReactNode] => [
    t(`console.campaigns.figures.${figure}`),
    formatNumber(figures[figure], locale),
  ]);
  return (
    <div className="mt-6 grid gap-8 md:grid-cols-2">
      <Facts id="facts-heading" title={t('console.campaigns.facts')} facts={moments} />
      <Facts id="figures-heading" title={t('console.campaigns.figures')} facts={numbers} />
    </div>
  );
}
