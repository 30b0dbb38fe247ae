import { and, desc, eq, isNotNull, like, or, sql } from 'drizzle-orm';
import type { Locale } from '#i18n/config.ts';
import type { Database } from '../db/client.ts';
import { campaigns } from '../db/schema.ts';
import type { CampaignRow } from './campaigns.repo.ts';

/** How much of a body the archive's list reads for its excerpt: a few sentences, not the whole issue. */
export const EXCERPT_SOURCE_CHARS = 600;

const subjectColumn = (locale: Locale) => (locale === 'de' ? campaigns.subjectDe : campaigns.subjectEn);
const bodyColumn = (locale: Locale) => (locale === 'de' ? campaigns.bodyDe : campaigns.bodyEn);

/** One issue of the archive in one language: what its list and feed show. */
export interface ArchiveEntry {
  slug: string;
  subject: string;
  /** The start of its body (EXCERPT_SOURCE_CHARS), for the excerpt. */
  bodyStart: string;
  /** When it was first published (a republished issue keeps its date and its place). */
  publishedAt: Date;
}

/** The published campaigns written in `locale`, the latest first publication first (along the first_published_at index). */
export async function listPublishedIssues(db: Database, locale: Locale): Promise<ArchiveEntry[]> {
  const subject = subjectColumn(locale);
  const body = bodyColumn(locale);
  const rows = await db
    .select({
      slug: campaigns.slug,
      subject,
      bodyStart: sql<string>`left(${body}, ${EXCERPT_SOURCE_CHARS})`,
      publishedAt: campaigns.firstPublishedAt,
    })
    .from(campaigns)
    .where(and(isNotNull(campaigns.publishedAt), isNotNull(campaigns.slug), isNotNull(subject), isNotNull(body)))
    .orderBy(desc(campaigns.firstPublishedAt), desc(campaigns.id));
  return rows.map((row) => ({ slug: row.slug!, subject: row.subject!, bodyStart: row.bodyStart, publishedAt: row.publishedAt! }));
}

/** A published campaign by its slug (any language), or nothing. */
export async function findPublishedIssue(db: Database, slug: string): Promise<CampaignRow | undefined> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.slug, slug), isNotNull(campaigns.publishedAt)));
  return row;
}

/** Every published issue with the languages it is written in: the sitemap's part of the archive. */
export async function publishedIssueLanguages(db: Database): Promise<{ slug: string; publishedAt: Date; locales: Locale[] }[]> {
  const rows = await db
    .select({
      slug: campaigns.slug,
      publishedAt: campaigns.firstPublishedAt,
      de: sql<boolean>`(${campaigns.subjectDe} is not null and ${campaigns.bodyDe} is not null)`,
      en: sql<boolean>`(${campaigns.subjectEn} is not null and ${campaigns.bodyEn} is not null)`,
    })
    .from(campaigns)
    .where(and(isNotNull(campaigns.publishedAt), isNotNull(campaigns.slug)))
    .orderBy(desc(campaigns.firstPublishedAt), desc(campaigns.id));
  return rows.map((row) => ({
    slug: row.slug!,
    publishedAt: row.publishedAt!,
    locales: (['de', 'en'] as const).filter((locale) => row[locale]),
  }));
}

/** The slugs already given out that start like `base` (base itself and base-N), to pick a free one. */
export async function slugsLike(db: Database, base: string): Promise<Set<string>> {
  const escaped = base.replace(/[\\%_]/g, (character) => `\\${character}`);
  const rows = await db
    .select({ slug: campaigns.slug })
    .from(campaigns)
    .where(or(eq(campaigns.slug, base), like(campaigns.slug, `${escaped}-%`)));
  return new Set(rows.map((row) => row.slug!));
}

/**
 * Publishes a sent campaign: its slug is set only if it has none (so it is made once), its publishedAt now,
 * its firstPublishedAt only at its first publication.
 * One conditional update; gives back the row, or nothing when the campaign is not sent.
 */
export async function markPublished(db: Database, id: string, slug: string, now: Date): Promise<CampaignRow | undefined> {
  const [row] = await db
    .update(campaigns)
    .set({
      publishedAt: now,
      firstPublishedAt: sql`coalesce(${campaigns.firstPublishedAt}, ${now})`,
      slug: sql`coalesce(${campaigns.slug}, ${slug})`,
      updatedAt: now,
    })
    .where(and(eq(campaigns.id, id), eq(campaigns.status, 'sent')))
    .returning();
  return row;
}

/** Takes a campaign out of the archive; its slug stays, so publishing it again keeps its address. */
export async function markUnpublished(db: Database, id: string, now: Date): Promise<CampaignRow | undefined> {
  const [row] = await db
    .update(campaigns)
    .set({ publishedAt: null, updatedAt: now })
    .where(and(eq(campaigns.id, id), isNotNull(campaigns.publishedAt)))
    .returning();
  return row;
}
