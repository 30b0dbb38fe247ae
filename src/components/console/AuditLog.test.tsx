import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import type { AuditLine } from '#server/console/web/audit-lines.ts';
import { AuditLog } from './AuditLog.tsx';

const MESSAGE = '0b0f6c1e-7d4c-4a55-9a43-6f1e2f0f7a11';
const line: AuditLine = {
  id: 1,
  at: new Date('2026-11-20T08:15:00Z'),
  who: 'anna-operator@example.ch',
  what: 'Marked the message from Muster AG answered',
  path: `/admin/inbox/${MESSAGE}`,
};

describe('the audit log page', () => {
  const render = (locale: Locale, entries: AuditLine[], filtered = false) =>
    renderToStaticMarkup(
      <AuditLog
        locale={locale}
        entries={{ rows: entries, total: { count: entries.length, more: false } }}
        filters={[{ name: 'action', label: 'Action', value: filtered ? 'accept' : undefined, options: [{ value: '', label: 'All' }] }]}
        listHref="/en/admin/audit"
        href={(path) => `/en${path}`}
      />,
    );

  it('shows when, who and what, and links an entry about a message to its page in the language of the page', () => {
    const html = render('en', [line]);
    expect(html).toContain(`href="/en/admin/inbox/${MESSAGE}"`);
    expect(html).toContain('Marked the message from Muster AG answered');
    expect(html).toContain('anna-operator@example.ch');
    expect(html).toContain(`dateTime="${line.at.toISOString()}"`);
    expect(render('en', [{ ...line, path: undefined }])).not.toContain('href="/en/admin/inbox');
  });

  it('says when no entry matches the filter', () => {
    expect(render('en', [])).toContain(translator('en')('console.audit.empty'));
    expect(render('de', [], true)).toContain(translator('de')('console.audit.noMatch'));
  });
});
