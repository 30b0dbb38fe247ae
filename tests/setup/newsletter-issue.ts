import type { CampaignDraft } from '#lib/campaigns.ts';
import { LONG_COMPOUND, LONG_WORDS_MARKDOWN } from './long-words.ts';

/** A campaign's text for a test issue; a language left out is not written. */
export type IssueText = Partial<CampaignDraft>;

async function hook(origin: string, body: Record<string, unknown>): Promise<{ id: string; slug: string }> {
  const response = await fetch(new URL('/test-hooks/newsletter-issue', origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`test hook newsletter-issue answered ${response.status} (is ENABLE_TEST_HOOKS=true?)`);
  return (await response.json()) as { id: string; slug: string };
}

/** Publishes a sent campaign on the running server through the lifecycle (decision 0035): its id and slug. */
export const publishTestIssue = (origin: string, text: IssueText) => hook(origin, { audience: 'both', ...text });

/** Takes a published test issue out of the archive. */
export const unpublishTestIssue = (origin: string, id: string) => hook(origin, { unpublish: id });

/** Publishes a test issue again that was taken out of the archive. */
export const republishTestIssue = (origin: string, id: string) => hook(origin, { republish: id });

/** A bilingual issue with a heading, a list, a link and a wide table: what the archive must show well. */
export const SAMPLE_ISSUE = (tag: string): IssueText => ({
  subjectDe: `Steuertipps zum Jahresende ${tag}`,
  bodyDe: [
    'Liebe Leserin, lieber Leser',
    '',
    'Das Jahr geht zu Ende, und mit ihm die Frist für **drei Dinge**, die Ihre Buchhaltung entlasten.',
    '',
    '# Was jetzt zu tun ist',
    '',
    '- Belege digitalisieren',
    '- Mehrwertsteuer-Abrechnung prüfen',
    '- [Termin vereinbaren](https://example.ch/kontakt)',
    '',
    '| Aufgabe | Frist | Zuständig | Aufwand in Stunden | Bemerkung zur Umsetzung |',
    '| --- | --- | --- | --- | --- |',
    '| Belege | 31.12. | Buchhaltung | 4 | Vor dem Jahresabschluss vollständig erfassen |',
  ].join('\n'),
  subjectEn: `Year-end tax tips ${tag}`,
  bodyEn: [
    'Dear reader',
    '',
    'The year is ending, and with it the deadline for **three things** that take work off your books.',
    '',
    '# What to do now',
    '',
    '- Digitise receipts',
    '- Check the VAT return',
    '- [Book a meeting](https://example.ch/contact)',
    '',
    '| Task | Deadline | Owner | Effort in hours | Note on doing it |',
    '| --- | --- | --- | --- | --- |',
    '| Receipts | 31 Dec | Accounting | 4 | Record them completely before the year-end closing |',
  ].join('\n'),
});

/** An issue with a heading and a paragraph of words longer than a phone's line, as the mail layout's test has them. */
export const withLongWords = (issue: IssueText): IssueText => ({
  ...issue,
  bodyDe: `${issue.bodyDe}\n\n## ${LONG_COMPOUND}\n\n${LONG_WORDS_MARKDOWN}`,
  bodyEn: `${issue.bodyEn}\n\n## ${LONG_COMPOUND}\n\n${LONG_WORDS_MARKDOWN}`,
});

/**
 * The built server with a published issue in both languages (decision 0035): the whole-site checks that walk the
 * sitemap meet the archive's pages with something on them. Its slug, to find its pages.
 */
export async function withPublishedIssue<Server extends { origin: string }>(server: Server): Promise<Server & { issueSlug: string }> {
  const { slug } = await publishTestIssue(server.origin, SAMPLE_ISSUE('Probe'));
  return Object.assign(server, { issueSlug: slug });
}
