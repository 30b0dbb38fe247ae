import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translator } from '#i18n/console-translate.ts';
import { ERASED_ADDRESS } from '#lib/erased-address.ts';
import type { Page } from '#server/db/paging.ts';
import type { OutboxListRow } from '#server/mail/outbox-list.repo.ts';
import { OutboxList } from './OutboxList.tsx';

const noMails: Page<OutboxListRow> = { rows: [], total: { count: 0, more: false } };
const render = (oldestPendingSince: Date | null, mails = noMails, locale: 'de' | 'en' = 'en') =>
  renderToStaticMarkup(
    <OutboxList
      locale={locale}
      mails={mails}
      backlog={{ pending: oldestPendingSince ? 3 : 0, failed: 0, oldestPendingSince }}
      filters={[]}
      search=""
      listHref="/en/admin/mail"
      actionHref="/en/admin/mail"
    />,
  );

const mail = (kind: string, recipient: string): OutboxListRow => ({
  id: crypto.randomUUID(),
  kind,
  recipient,
  status: 'sent',
  attempts: 1,
  nextAttemptAt: new Date('2026-11-20T08:15:00Z'),
  lastError: null,
  sentAt: new Date('2026-11-20T08:15:01Z'),
  createdAt: new Date('2026-11-20T08:15:00Z'),
});
const page = (...rows: OutboxListRow[]): Page<OutboxListRow> => ({ rows, total: { count: rows.length, more: false } });

// The operator's views show how long the oldest mail has waited, as /api/health does.
describe('the console mail page', () => {
  it('shows when the oldest waiting mail was queued', () => {
    const since = new Date('2026-11-20T08:15:00Z');
    const html = render(since);
    expect(html).toContain(translator('en')('console.mail.oldestPending'));
    expect(html).toContain(`dateTime="${since.toISOString()}"`);
  });

  it('says nothing of an age when no mail waits', () => {
    expect(render(null)).not.toContain(translator('en')('console.mail.oldestPending'));
  });

  // Each mail's recipient and its kind in words; a kind no longer sent keeps its stored name.
  it.each(['de', 'en'] as const)('names each mail’s kind in words and its recipient, or that it was erased (%s)', (locale) => {
    const t = translator(locale);
    const html = render(
      null,
      page(
        mail('newsletter_confirmation', 'reader@example.ch'),
        mail('waitlist_accepted', ERASED_ADDRESS),
        mail('old_kind', 'x@example.ch'),
      ),
      locale,
    );
    const recipient = (text: string) => `<span class="block wrap-anywhere text-slate-700">${text}</span>`;
    expect(html).toContain(`>${t('console.mail.kind.newsletter_confirmation')}${recipient('reader@example.ch')}</td>`);
    expect(html).toContain(`>${t('console.mail.kind.waitlist_accepted')}${recipient(t('console.mail.recipientErased'))}</td>`);
    expect(html).not.toContain(ERASED_ADDRESS);
    expect(html).toContain(`>old_kind${recipient('x@example.ch')}</td>`);
    expect(html).not.toContain('newsletter_confirmation');
  });
});
