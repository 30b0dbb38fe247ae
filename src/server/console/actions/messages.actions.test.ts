import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { submitContact } from '#server/contact/contact.service.ts';
import { listMessages } from '#server/contact/inbox.repo.ts';
import { contactMessages, mailOutbox } from '#server/db/schema.ts';
import { ensureOperator } from '../access/operators.service.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { consoleOverview } from '../records/overview.service.ts';
import { deleteMessage, moveMessage } from './messages.actions.ts';
import { auditRows } from '#tests/setup/audit-trail.ts';

const NO_SUCH_MESSAGE = '00000000-0000-4000-8000-000000000000';

// A message is archived, marked as spam, moved back and deleted, each step audited with it.
describe.each(TEST_ENGINES)('the message actions, on $name', (engine) => {
  const database = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });
  let actor: AuditActor;
  beforeEach(async () => {
    const { id, email } = await ensureOperator(database().db, 'operator@example.ch');
    actor = { id, email, sessionId: 'session' };
  });
  const send = async (name: string, email: string, company?: string) =>
    (
      await submitContact(
        database().db,
        { name, email, message: `Bitte rufen Sie mich an: ${email}`, ...(company ? { company } : {}) },
        { language: 'de', sourcePage: '/', clientHash: 'c' },
      )
    ).id;
  const folderOf = async (id: string) =>
    (await database().db.select({ folder: contactMessages.folder }).from(contactMessages).where(eq(contactMessages.id, id)))[0]?.folder;
  const recorded = async () => (await auditRows(database().db)).map(({ action, target, details }) => [action, target, details]);
  const inFolder = async (folder: 'inbox' | 'archive' | 'spam') =>
    (await listMessages(database().db, { folder, search: '', page: { from: 'newest' } })).rows.map((row) => row.name);

  it('archives a message, marks it as spam and moves it back, each move audited once', async () => {
    const id = await send('Anna', 'anna@example.ch');
    expect(await inFolder('inbox')).toEqual(['Anna']);

    expect(await moveMessage(database().db, actor, { id, folder: 'archive' })).toEqual({ code: 'archived' });
    expect([await folderOf(id), await inFolder('inbox'), await inFolder('archive')]).toEqual(['archive', [], ['Anna']]);
    // Archived again (a second click): nothing changes, nothing is recorded.
    expect(await moveMessage(database().db, actor, { id, folder: 'archive' })).toEqual({ code: 'archived' });
    expect(await moveMessage(database().db, actor, { id, folder: 'spam' })).toEqual({ code: 'marked_spam' });
    expect([await folderOf(id), await inFolder('archive'), await inFolder('spam')]).toEqual(['spam', [], ['Anna']]);
    expect(await moveMessage(database().db, actor, { id, folder: 'inbox' })).toEqual({ code: 'moved_to_inbox' });
    expect(await inFolder('inbox')).toEqual(['Anna']);

    const anna = { about: { personRef: expect.any(String), name: 'Anna' } };
    expect(await recorded()).toEqual([
      ['archive', id, { from: 'inbox', ...anna }],
      ['spam', id, { from: 'archive', ...anna }],
      ['inbox', id, { from: 'spam', ...anna }],
    ]);
  });

  it('deletes a message, recording its sender’s name and company, never the address or the text; the mails stay', async () => {
    const id = await send('Bruno Beispiel', 'bruno@example.ch', 'Beispiel AG');
    const other = await send('Clara', 'clara@example.ch');
    await moveMessage(database().db, actor, { id, folder: 'spam' });

    expect(await deleteMessage(database().db, actor, { id })).toEqual({ code: 'deleted', folder: 'spam' });
    expect(await folderOf(id)).toBeUndefined();
    expect(await folderOf(other)).toBe('inbox');
    expect(await recorded()).toEqual([
      ['spam', id, { from: 'inbox', about: { personRef: expect.any(String), name: 'Bruno Beispiel', company: 'Beispiel AG' } }],
      ['delete', id, { about: { personRef: expect.any(String), name: 'Bruno Beispiel', company: 'Beispiel AG' } }],
    ]);
    const log = JSON.stringify(await recorded());
    expect(log).not.toContain('bruno@example.ch');
    expect(log).not.toContain('Bitte rufen');
    // The notification mail is the record of what was sent: it stays.
    expect(
      await database().db.select({ replyTo: mailOutbox.replyTo }).from(mailOutbox).where(eq(mailOutbox.replyTo, 'bruno@example.ch')),
    ).toHaveLength(1);
  });

  it('answers invalid for a message that does not exist (or no longer does), and records nothing', async () => {
    const id = await send('Dora', 'dora@example.ch');
    expect(await moveMessage(database().db, actor, { id: NO_SUCH_MESSAGE, folder: 'archive' })).toEqual({ code: 'invalid' });
    expect(await deleteMessage(database().db, actor, { id: NO_SUCH_MESSAGE })).toEqual({ code: 'invalid' });
    expect(await deleteMessage(database().db, actor, { id })).toEqual({ code: 'deleted', folder: 'inbox' });
    expect(await deleteMessage(database().db, actor, { id })).toEqual({ code: 'invalid' });
    expect(await moveMessage(database().db, actor, { id, folder: 'spam' })).toEqual({ code: 'invalid' });
    expect((await recorded()).map(([action]) => action)).toEqual(['delete']);
  });

  it('takes spam out of the overview’s count of messages; archived messages still count', async () => {
    const count = async () => (await consoleOverview(database())).counts.contactMessages.today.count;
    const [spam, archived] = [await send('Eva', 'eva@example.ch'), await send('Fritz', 'fritz@example.ch')];
    await send('Gina', 'gina@example.ch');
    expect(await count()).toBe(3);
    await moveMessage(database().db, actor, { id: spam, folder: 'spam' });
    await moveMessage(database().db, actor, { id: archived, folder: 'archive' });
    expect(await count()).toBe(2);
    await moveMessage(database().db, actor, { id: spam, folder: 'inbox' });
    expect(await count()).toBe(3);
  });
});
