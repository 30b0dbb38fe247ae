import { translator, type Translate } from '#i18n/console-translate.ts';
import { statisticsLabel } from '#lib/console/statistics-labels.ts';
import type { Compared, DashboardTable, StatisticsDashboard } from '#lib/console/statistics-view.ts';
import { formatDateShort, formatNumber, formatPercent } from '#lib/format.ts';
import { zurichMidnight } from '#lib/zurich-time.ts';
import { composeMail, type MailTable } from '../mail/compose.ts';
import { consoleLink, OPERATOR_ADDRESS, OPERATOR_LOCALE } from '../mail/operator-mail.ts';
import type { OutgoingMail } from '../mail/outbox.repo.ts';

/** The rows of each table the weekly summary shows (the Statistics page has the rest). */
export const SUMMARY_ROWS = 5;

const LOCALE = OPERATOR_LOCALE;
const number = (value: number) => formatNumber(value, LOCALE);
const percent = (share: number) => formatPercent(share, LOCALE);
const date = (day: string) => formatDateShort(zurichMidnight(day));

/** A count beside the week before's: the change in words and an arrow, never by colour alone. */
function countChange({ value, previous }: Compared, t: Translate): string {
  const params = { value: number(value), previous: number(previous) };
  if (value === previous) return t('mail.weekly.same', params);
  if (previous === 0) return t('mail.weekly.fromNone', params);
  const change = percent(Math.abs(value - previous) / previous);
  return t(value > previous ? 'mail.weekly.more' : 'mail.weekly.fewer', { ...params, change });
}

/** The conversion rate (conversions per visitor) beside the week before's, compared as they read. */
function rateChange(visitors: Compared, conversions: Compared, t: Translate): string {
  if (visitors.value === 0) return t('mail.weekly.noRate');
  const rate = conversions.value / visitors.value;
  const value = percent(rate);
  if (visitors.previous === 0) return t('mail.weekly.rateWithoutPrevious', { value });
  const before = conversions.previous / visitors.previous;
  const previous = percent(before);
  if (value === previous) return t('mail.weekly.unchanged', { value });
  return t(rate > before ? 'mail.weekly.higher' : 'mail.weekly.lower', { value, previous });
}

/** What a row's key is called: the kinds of place and of conversion in words, referrers and pages by name. */
type Labeller = (key: string, t: Translate) => string;
const LABELS: Record<'pages' | 'channels' | 'referrers' | 'conversions', Labeller> = {
  pages: (key, t) => statisticsLabel('pages', key, t),
  channels: (key, t) => statisticsLabel('channels', key, t),
  referrers: (key, t) => statisticsLabel('referrers', key, t),
  conversions: (key, t) => statisticsLabel('conversions', key, t),
};

/** A table of the week's top rows, each with its share of the table's total. */
function topRows(table: DashboardTable, name: keyof typeof LABELS, title: string, columns: [string, string], t: Translate): MailTable {
  return {
    title,
    columns: [...columns, t('mail.weekly.column.share')],
    rows: table.rows.slice(0, SUMMARY_ROWS).map((row) => [LABELS[name](row.key, t), number(row.count), percent(row.share)]),
    empty: t('mail.weekly.empty'),
  };
}

/**
 * The operator's weekly statistics (in the operator's language, as the daily digest): the week's visitors,
 * page views, conversions and conversion rate against the week before, the visitors counted together with
 * their network when there were any, the top pages, channels, referrers and conversions by kind with their
 * shares, and a link to the week on the console's Statistics page.
 */
export async function statisticsSummaryMail(dashboard: StatisticsDashboard, siteUrl: string): Promise<OutgoingMail> {
  const t = translator(LOCALE);
  const { range, previous, totals, tables, folded } = dashboard;
  const { visitors, views, conversions } = totals;
  const column = (name: 'page' | 'channel' | 'referrer' | 'kind' | 'views' | 'visitors' | 'conversions') => t(`mail.weekly.column.${name}`);
  return {
    kind: 'statistics_summary',
    to: OPERATOR_ADDRESS,
    ...(await composeMail(LOCALE, {
      subject: t('mail.weekly.subject', { from: date(range.from), to: date(range.to) }),
      preview: t('mail.weekly.preview', {
        visitors: number(visitors.value),
        views: number(views.value),
        conversions: number(conversions.value),
      }),
      intro: t('mail.weekly.intro', {
        from: date(range.from),
        to: date(range.to),
        previousFrom: date(previous.from),
        previousTo: date(previous.to),
      }),
      fields: [
        [t('mail.weekly.visitors'), countChange(visitors, t)],
        ...(folded > 0 ? [[t('mail.weekly.folded'), t('mail.weekly.foldedText', { count: number(folded) })] as [string, string]] : []),
        [t('mail.weekly.views'), countChange(views, t)],
        [t('mail.weekly.conversions'), countChange(conversions, t)],
        [t('mail.weekly.rate'), rateChange(visitors, conversions, t)],
      ],
      tables: [
        topRows(tables.pages, 'pages', t('mail.weekly.pages'), [column('page'), column('views')], t),
        topRows(tables.channels, 'channels', t('mail.weekly.channels'), [column('channel'), column('visitors')], t),
        topRows(tables.referrers, 'referrers', t('mail.weekly.referrers'), [column('referrer'), column('visitors')], t),
        topRows(tables.conversions, 'conversions', t('mail.weekly.conversionKinds'), [column('kind'), column('conversions')], t),
      ],
      action: { label: t('mail.weekly.action'), href: consoleLink(siteUrl, 'statistics', { from: range.from, to: range.to }) },
      notes: [t('mail.weekly.note')],
    })),
  };
}
