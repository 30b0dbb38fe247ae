import { LOCALES, type Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { versionOf } from './campaigns.ts';
import { NEWSLETTER_PATHS, newsletterIssuePath } from './routes.ts';
import { zurichClock } from './zurich-time.ts';

/** Names under /newsletter/ that other pages already answer: an issue's slug is never one of them. */
export const RESERVED_ISSUE_SLUGS: readonly string[] = Object.values(NEWSLETTER_PATHS)
  .filter((path) => path.startsWith(`${NEWSLETTER_PATHS.archive}/`))
  .map((path) => path.slice(NEWSLETTER_PATHS.archive.length + 1));

/** A slug's words are cut after this many characters (the month and a collision suffix come on top). */
export const SLUG_WORDS_MAX = 60;

const TRANSLITERATION: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', æ: 'ae', ø: 'oe', œ: 'oe' };

/** A subject's words as a URL segment: lower case, German umlauts spelt out, other accents dropped, words joined by '-'. */
export function slugWords(subject: string): string {
  const words = subject
    .toLowerCase()
    .replace(/[äöüßæøœ]/g, (letter) => TRANSLITERATION[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (words.length <= SLUG_WORDS_MAX) return words;
  const cut = words.slice(0, SLUG_WORDS_MAX + 1);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > 0 ? cut.slice(0, lastDash) : cut.slice(0, SLUG_WORDS_MAX)).replace(/-+$/, '');
}

/** '2026-11-steuertipps-zum-jahresende': the Zurich month of `sentAt`, then the subject's words. */
export function baseIssueSlug(subject: string, sentAt: Date): string {
  const month = zurichClock(sentAt).day.slice(0, 7);
  const words = slugWords(subject);
  return words === '' ? month : `${month}-${words}`;
}

/** The first of base, base-2, base-3 … that is neither taken nor reserved. */
export function freeIssueSlug(base: string, taken: ReadonlySet<string>): string {
  const free = (candidate: string) => !taken.has(candidate) && !RESERVED_ISSUE_SLUGS.includes(candidate);
  if (free(base)) return base;
  for (let suffix = 2; ; suffix += 1) if (free(`${base}-${suffix}`)) return `${base}-${suffix}`;
}

/** A slug as the archive's route accepts it (anything else is not an issue and gets a 404 without a query). */
export const ISSUE_SLUG_PATTERN = /^\d{4}-\d{2}(?:-[a-z0-9]+)*$/;

/** A published campaign's issue pages: one per language it was written in; none while it is not published. */
export function publishedIssuePaths(
  campaign: Parameters<typeof versionOf>[0] & { slug: string | null; publishedAt: Date | null },
): { locale: Locale; path: string }[] {
  const { slug } = campaign;
  if (!campaign.publishedAt || !slug) return [];
  return LOCALES.filter((locale) => versionOf(campaign, locale).subject !== '').map((locale) => ({
    locale,
    path: localizePath(newsletterIssuePath(slug), locale),
  }));
}
