import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translator } from '#i18n/console-translate.ts';
import type { Subscriber } from '#server/newsletter/subscribers.repo.ts';
import { SubscriberList } from './SubscriberList.tsx';

const subscriber = (email: string, bouncedAt: Date | null): Subscriber => ({
  id: crypto.randomUUID(),
  email,
  status: 'confirmed',
  consentAt: new Date('2026-11-20T08:15:00Z'),
  consentLanguage: 'de',
  consentSourcePage: '/',
  privacyVersion: '2026-11-26',
  confirmedAt: new Date('2026-11-20T08:16:00Z'),
  unsubscribedAt: null,
  bouncedAt,
  createdAt: new Date('2026-11-20T08:15:00Z'),
});

const render = (locale: 'de' | 'en', ...rows: Subscriber[]) =>
  renderToStaticMarkup(
    <SubscriberList
      locale={locale}
      subscribers={{ rows, total: { count: rows.length, more: false } }}
      filters={[]}
      listHref="/admin/newsletter"
      csvHref="/admin/newsletter.csv"
      jsonHref="/admin/newsletter.json"
      actionHref="/admin/newsletter?status=confirmed"
    />,
  );

// Decision 0035: a subscriber whose campaign mail bounced is shown as such, with the reset that lets campaigns reach them again.
describe('the newsletter subscribers', () => {
  it.each(['de', 'en'] as const)('shows a bounced subscriber with the reset, and no reset for the others (%s)', (locale) => {
    const t = translator(locale);
    const bounced = subscriber('bounced@example.ch', new Date('2026-11-25T10:00:00Z'));
    const html = render(locale, bounced, subscriber('fine@example.ch', null));
    expect(html).toContain(`${t('console.newsletter.bouncedSince')} <time dateTime="2026-11-25T10:00:00.000Z"`);
    expect(html).toContain('25.11.2026, 11:00');
    expect(html.match(/name="intent" value="reset_bounce"/g)).toHaveLength(1);
    expect(html).toContain(`<input type="hidden" name="id" value="${bounced.id}"/>`);
    expect(html).toContain(`${t('console.newsletter.resetBounce')}<span class="sr-only"> bounced@example.ch</span>`);
    expect(html).toContain('action="/admin/newsletter?status=confirmed"');
  });

  it.each(['de', 'en'] as const)('shows why a bounced subscriber bounced, shortened and without an address (%s)', (locale) => {
    const t = translator(locale);
    const bounced = {
      ...subscriber('anna@example.ch', new Date('2026-11-25T10:00:00Z')),
      bounceError: '550 5.1.1 <anna@example.ch>: User unknown',
    };
    const html = render(locale, bounced);
    expect(html).toContain(`${t('console.newsletter.bounceReason')} <q>550 5.1.1 &lt;[redacted-email]&gt;: User unknown</q>`);
    expect(html.match(/anna@example\.ch/g)).toHaveLength(2);
  });
});
