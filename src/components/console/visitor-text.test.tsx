import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '#server/contact/inbox.repo.ts';
import type { Page } from '#server/db/paging.ts';
import type { SecurityEventRow } from '#server/security/security-event-list.repo.ts';
import type { WaitlistListEntry } from '#server/waitlist/waitlist-entries.repo.ts';
import { InboxList } from './InboxList.tsx';
import { MessageDetail } from './MessageDetail.tsx';
import { SecurityEventList } from './SecurityEventList.tsx';
import { WaitlistEntries } from './WaitlistEntries.tsx';

// Decision 0025: a visitor's text is shown in the console in the order it was typed. Rows stored before names
// and companies were refused with these characters, and every free text, still hold them.
const HIDDEN = /[\p{Bidi_Control}\u2028\u2029\u0080-\u009f]/u;
const hostile = 'invoice\u202efdp.exe \u2066x\u2069 \u200f\u061c \u0085 \u009b';
const page = <Row,>(row: Row): Page<Row> => ({ rows: [row], total: { count: 1, more: false } });
const at = new Date('2026-11-25T10:00:00Z');

const message: ContactMessage = {
  id: '00000000-0000-4000-8000-000000000026',
  name: hostile,
  email: 'anna@example.ch',
  company: hostile,
  message: `Erste Zeile\u2028${hostile}\r\nletzte Zeile`,
  language: 'de',
  sourcePage: '/kontakt',
  clientHash: 'hash',
  readAt: null,
  answeredAt: null,
  folder: 'inbox',
  createdAt: at,
};
const entry: WaitlistListEntry = {
  id: message.id,
  email: 'anna@example.ch',
  company: hostile,
  tier: 'general_waitlist',
  motivation: hostile,
  status: 'pending',
  decidedAt: null,
  createdAt: at,
  applicantMail: null,
};
const event: SecurityEventRow = {
  id: 1,
  eventType: 'csp_violation',
  severity: 'low',
  userIdentifier: hostile,
  userAgent: hostile,
  eventData: { note: hostile },
  clientNetwork: null,
  createdAt: at,
};

const messageDetail = (locale: 'de' | 'en', confirmingDelete = false) => (
  <MessageDetail
    locale={locale}
    message={message}
    replyHref="mailto:anna@example.ch"
    action="/admin/inbox/x"
    inboxHref="/admin/inbox"
    confirmingDelete={confirmingDelete}
  />
);

describe.each(['de', 'en'] as const)('visitor text in the console (%s)', (locale) => {
  it.each([
    [
      'the inbox',
      () => (
        <InboxList
          locale={locale}
          messages={page(message)}
          search=""
          filters={[]}
          action="/admin/inbox"
          messageHref={(id) => `/admin/inbox/${id}`}
          csvHref="/admin/inbox.csv"
          jsonHref="/admin/inbox.json"
        />
      ),
    ],
    ['a message', () => messageDetail(locale)],
    ['the step before deleting a message', () => messageDetail(locale, true)],
    [
      'the waiting list',
      () => (
        <WaitlistEntries
          locale={locale}
          entries={page(entry)}
          filters={[]}
          listHref="/admin/waitlist"
          actionHref="/admin/waitlist"
          csvHref="/admin/waitlist.csv"
          jsonHref="/admin/waitlist.json"
        />
      ),
    ],
    ['the security events', () => <SecurityEventList locale={locale} events={page(event)} filters={[]} listHref="/admin/security" />],
  ])('%s shows it with no display control, the override as a visible mark', (_, view) => {
    const html = renderToStaticMarkup(view());
    expect(html).not.toMatch(HIDDEN);
    expect(html).toContain('invoice\ufffdfdp.exe');
  });

  it('a message keeps its line breaks', () => {
    const html = renderToStaticMarkup(messageDetail(locale));
    expect(html).toContain('Erste Zeile\ninvoice\ufffdfdp.exe');
    expect(html).toContain('\ufffd\nletzte Zeile');
  });
});
