import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENGINES, useTestDatabase } from '#tests/setup/database.ts';
import { numberedMail } from '#tests/setup/outgoing-mail.ts';
import { mailOutbox } from '../db/schema.ts';
import { claimNextMail, enqueueMail, outboxBacklog, releaseMailClaim, renewMailLease } from './outbox.repo.ts';

const mail = (n: number) => numberedMail(`person${n}@example.ch`, n);

describe.each(TEST_ENGINES)('the outbox on $name', (engine) => {
  const db = useTestDatabase(engine, { beforeAll, afterAll, beforeEach });

  it('counts pending and failed mails and tells since when the oldest waits', async () => {
    expect(await outboxBacklog(db().db)).toEqual({ pending: 0, failed: 0, oldestPendingSince: null });
    const oldest = new Date(Date.now() - 10 * 60_000);
    await enqueueMail(db().db, mail(1), oldest);
    await enqueueMail(db().db, mail(2));
    expect(await outboxBacklog(db().db)).toEqual({ pending: 2, failed: 0, oldestPendingSince: oldest });
    await db().db.update(mailOutbox).set({ status: 'failed' });
    expect(await outboxBacklog(db().db)).toEqual({ pending: 0, failed: 2, oldestPendingSince: null });
  });

  it('claims one mail at a time, due first, and skips a claimed one until its lease runs out', async () => {
    const now = new Date();
    const lease = new Date(now.getTime() + 60_000);
    await enqueueMail(db().db, mail(1), new Date(now.getTime() - 2000));
    await enqueueMail(db().db, mail(2), new Date(now.getTime() - 1000));
    const first = await claimNextMail(db().db, now, lease);
    expect(first).toMatchObject({ recipient: 'person1@example.ch', attempts: 1, lockedUntil: lease });
    expect((await claimNextMail(db().db, now, lease))?.recipient).toBe('person2@example.ch');
    expect(await claimNextMail(db().db, now, lease)).toBeUndefined();
    await renewMailLease(db().db, first!, new Date(lease.getTime() + 60_000));
    expect(await claimNextMail(db().db, new Date(lease.getTime() + 1), lease)).toMatchObject({
      recipient: 'person2@example.ch',
      attempts: 2,
    });
  });

  it('a released claim is claimable at once and counts no attempt', async () => {
    const now = new Date();
    await enqueueMail(db().db, mail(1), now);
    const claimed = await claimNextMail(db().db, now, new Date(now.getTime() + 60_000));
    await releaseMailClaim(db().db, claimed!);
    expect(await claimNextMail(db().db, now, new Date(now.getTime() + 60_000))).toMatchObject({ id: claimed!.id, attempts: 1 });
  });
});
