import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translator } from '#i18n/translate.ts';
import type { Page } from '#server/db/paging.ts';
import type { OutboxListRow } from '#server/mail/outbox-list.repo.ts';
import { OutboxList } from './OutboxList.tsx';

const noMails: Page<OutboxListRow> = { rows: [], total: { count: 0, more: false } };
const render = (oldestPendingSince: Date | null) =>
  renderToStaticMarkup(
    <OutboxList
      locale="en"
      mails={noMails}
      backlog={{ pending: oldestPendingSince ? 3 : 0, failed: 0, oldestPendingSince }}
      filters={[]}
      listHref="/en/admin/mail"
      actionHref="/en/admin/mail"
    />,
  );

// Issue 13 §4: the operator's views show how long the oldest mail has waited, as /api/health does.
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
});
