import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translator } from '#i18n/console-translate.ts';
import type { CampaignFigures } from '#server/campaigns/campaign-figures.repo.ts';
import type { CampaignRow } from '#server/campaigns/campaigns.repo.ts';
import { parseHtml } from '#tests/setup/html.ts';
import { CampaignFacts } from './CampaignFacts.tsx';

const campaign = {
  id: crypto.randomUUID(),
  status: 'cancelled',
  audience: 'both',
  createdAt: new Date('2026-11-20T08:00:00Z'),
  sendAt: null,
  queuedAt: new Date('2026-11-20T09:00:00Z'),
  finishedAt: new Date('2026-11-20T09:01:00Z'),
} as CampaignRow;

// Right after a cancel (decision 0043): 4 mails on the wire, 5 not sent, 2 withdrawn by an unsubscribe (decision 0038).
const figures: CampaignFigures = {
  queued: 11,
  sent: 0,
  onItsWay: 4,
  pending: 0,
  failed: 0,
  bounced: 0,
  cancelled: 5,
  withdrawn: 2,
  unsubscribed: 0,
};

describe('a campaign’s figures in the console', () => {
  it.each(['de', 'en'] as const)(
    'show the mails on the way apart from those not sent, and those not sent because of an unsubscribe (%s)',
    (locale) => {
      const t = translator(locale);
      const html = parseHtml(renderToStaticMarkup(<CampaignFacts locale={locale} campaign={campaign} figures={figures} />));
      const shown = Object.fromEntries(
        html.querySelectorAll('section[aria-labelledby="figures-heading"] dt').map((term) => [term.text, term.nextElementSibling?.text]),
      );
      expect(shown).toMatchObject({
        [t('console.campaigns.figures.sent')]: '0',
        [t('console.campaigns.figures.onItsWay')]: '4',
        [t('console.campaigns.figures.cancelled')]: '5',
        [t('console.campaigns.figures.withdrawn')]: '2',
      });
      expect(t('console.campaigns.figures.onItsWay')).toBe(locale === 'de' ? 'Unterwegs' : 'On the way');
      expect(t('console.campaigns.figures.withdrawn')).toBe(locale === 'de' ? 'Nicht versandt (abgemeldet)' : 'Not sent (unsubscribed)');
    },
  );
});
