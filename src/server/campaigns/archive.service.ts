import siteConfig from '#site.config.ts';
import type { ShareCard } from '#content/share-cards.ts';
import type { Locale } from '#i18n/config.ts';
import { translate } from '#i18n/translate.ts';
import { sendLocales, versionOf } from '#lib/campaigns.ts';
import { ISSUE_SLUG_PATTERN } from '#lib/newsletter-archive.ts';
import { newsletterIssuePath } from '#lib/routes.ts';
import type { Database } from '../db/client.ts';
import { findPublishedIssue, listPublishedIssues } from './archive.repo.ts';
import { EXCERPT_MAX, issueBodyHtml, issueExcerpt } from './archive-view.ts';

/** One issue in the archive's list: what a visitor sees of it there. Nothing of any subscriber. */
export interface ArchiveItem {
  path: string;
  subject: string;
  excerpt: string;
  publishedAt: Date;
}

/** The archive in one language: the published issues written in it, newest first. */
export async function archiveItems(db: Database, locale: Locale): Promise<ArchiveItem[]> {
  const entries = await listPublishedIssues(db, locale);
  return entries.map((entry) => ({
    path: newsletterIssuePath(entry.slug),
    subject: entry.subject,
    excerpt: issueExcerpt(entry.bodyStart),
    publishedAt: entry.publishedAt,
  }));
}

/** An issue's page in one language. */
export interface IssueView {
  path: string;
  subject: string;
  excerpt: string;
  /** The meta description: the firm's newsletter, then the first words, within what search results show. */
  description: string;
  bodyHtml: string;
  publishedAt: Date;
  /** The languages the issue is written in: the page exists in these. */
  languages: Locale[];
}

const writtenIn = (campaign: Parameters<typeof versionOf>[0]): Locale[] => sendLocales({ ...campaign, audience: 'both' });

/** A published issue in a language it is written in, or nothing (a 404): unknown slug, unpublished, other language. */
export async function issueView(db: Database, slug: string, locale: Locale): Promise<IssueView | undefined> {
  if (!ISSUE_SLUG_PATTERN.test(slug)) return undefined;
  const campaign = await findPublishedIssue(db, slug);
  if (!campaign?.publishedAt) return undefined;
  const languages = writtenIn(campaign);
  if (!languages.includes(locale)) return undefined;
  const { subject, body } = versionOf(campaign, locale);
  const prefix = translate(locale, 'newsletterArchive.issueDescription', { company: siteConfig.companyName, excerpt: '' });
  return {
    description: `${prefix}${issueExcerpt(body, EXCERPT_MAX - prefix.length)}`,
    path: newsletterIssuePath(slug),
    subject,
    excerpt: issueExcerpt(body),
    bodyHtml: issueBodyHtml(body),
    // The date of its first publication: taken out and put back, an issue keeps the date it went public.
    publishedAt: campaign.firstPublishedAt ?? campaign.publishedAt,
    languages,
  };
}

/** The issue's share image: its subject and first words under the archive's name. */
export function issueShareCard(issue: Pick<IssueView, 'path' | 'subject' | 'excerpt'>, locale: Locale): ShareCard {
  return {
    path: issue.path,
    locale,
    title: issue.subject,
    description: issue.excerpt,
    section: translate(locale, 'newsletterArchive.nav'),
    alt: `${issue.subject} – ${siteConfig.companyName}`,
  };
}
