import { and, asc, eq, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { listPage, type Page, type PagePosition } from '../db/paging.ts';
import { countPerPeriod, type PeriodCounts, type PeriodStarts } from '../db/period-counts.ts';
import { campaignDeliveries, newsletterSubscriptions } from '../db/schema.ts';

export type SubscriptionStatus = (typeof newsletterSubscriptions.$inferSelect)['status'];

/** What the console shows of a subscriber: the address, its status and its consent record (no tokens, no client hash). */
export const subscriberFields = {
  id: newsletterSubscriptions.id,
  email: newsletterSubscriptions.email,
  status: newsletterSubscriptions.status,
  consentAt: newsletterSubscriptions.consentAt,
  consentLanguage: newsletterSubscriptions.consentLanguage,
  consentSourcePage: newsletterSubscriptions.consentSourcePage,
  privacyVersion: newsletterSubscriptions.privacyVersion,
  confirmedAt: newsletterSubscriptions.confirmedAt,
  unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
  bouncedAt: newsletterSubscriptions.bouncedAt,
  createdAt: newsletterSubscriptions.createdAt,
};

/**
 * A bounced subscription's last refused delivery's reply (along the deliveries' subscription index), as stored:
 * the console shortens it and takes any address out (bounceReason) before it is shown.
 */
const lastBounceError = sql<string | null>`(select ${campaignDeliveries.lastError} from ${campaignDeliveries}
  where ${campaignDeliveries.subscriptionId} = ${newsletterSubscriptions.id} and ${campaignDeliveries.status} = 'bounced'
  order by ${campaignDeliveries.id} desc limit 1)`;

export type Subscriber = Pick<typeof newsletterSubscriptions.$inferSelect, keyof typeof subscriberFields> & {
  /** The relay's reply to the mail that bounced, while the subscription is marked bounced. */
  bounceError?: string | null;
};

/** The list's filter: a subscription status, or the bounced ones (whatever their status). */
export type SubscriberFilter = SubscriptionStatus | 'bounced';

const withStatus = (status: SubscriberFilter | undefined): SQL | undefined =>
  status === 'bounced' ? isNotNull(newsletterSubscriptions.bouncedAt) : status ? eq(newsletterSubscriptions.status, status) : undefined;

export async function listSubscribers(
  db: Database,
  { status, page }: { status?: SubscriberFilter | undefined; page: PagePosition },
): Promise<Page<Subscriber>> {
  return listPage(
    db,
    db
      .select({
        ...subscriberFields,
        bounceError: sql<string | null>`case when ${newsletterSubscriptions.bouncedAt} is not null then ${lastBounceError} end`,
      })
      .from(newsletterSubscriptions)
      .$dynamic(),
    newsletterSubscriptions,
    page,
    withStatus(status),
  );
}

/**
 * One batch of the export, after the row `afterId` (keyset paging on the primary key: each batch is one
 * indexed query however far into the table it is, and rows are neither skipped nor repeated).
 */
export async function subscriberBatch(
  db: Database,
  { status, afterId, size }: { status?: SubscriberFilter | undefined; afterId: string | undefined; size: number },
) {
  return db
    .select({
      id: newsletterSubscriptions.id,
      email: newsletterSubscriptions.email,
      status: newsletterSubscriptions.status,
      consentAt: newsletterSubscriptions.consentAt,
      language: newsletterSubscriptions.consentLanguage,
    })
    .from(newsletterSubscriptions)
    .where(and(withStatus(status), afterId === undefined ? undefined : gt(newsletterSubscriptions.id, afterId)))
    .orderBy(asc(newsletterSubscriptions.id))
    .limit(size);
}

export type SubscriberBatchRow = Awaited<ReturnType<typeof subscriberBatch>>[number];

/** New sign-ups per period with the given status now (pending: not yet confirmed). */
export const countSignUps = (db: Database, status: SubscriptionStatus, since: PeriodStarts): Promise<PeriodCounts> =>
  countPerPeriod(db, newsletterSubscriptions, newsletterSubscriptions.createdAt, since, {
    column: newsletterSubscriptions.status,
    values: [status],
  });
