import type { Translate } from '#i18n/console-translate.ts';
import {
  CHANNELS,
  CONVERSION_KINDS,
  DEVICE_CLASSES,
  DIRECT,
  OTHER,
  UNKNOWN,
  type Channel,
  type ConversionKind,
  type DeviceClass,
} from '../analytics.ts';
import { tierLabel } from './tier-label.ts';
import type { StatisticsDimension } from './statistics-view.ts';

/** The tables of the Statistics page, each keyed by what its rows are (dictionary keys console.statistics.caption.<table>). */
export const STATISTICS_TABLES = [
  'pages',
  'entries',
  'channels',
  'referrers',
  'campaigns',
  'sources',
  'mediums',
  'devices',
  'browsers',
  'languages',
  'conversions',
] as const;
export type StatisticsTable = (typeof STATISTICS_TABLES)[number];

const isKind = (text: string): text is ConversionKind => (CONVERSION_KINDS as readonly string[]).includes(text);
const isDevice = (text: string): text is DeviceClass => (DEVICE_CLASSES as readonly string[]).includes(text);
const isChannel = (text: string): text is Channel => (CHANNELS as readonly string[]).includes(text);

/** The table whose rows are the values of a filter's dimension, to name a filter's value as its row does. */
export const DIMENSION_TABLE: Record<StatisticsDimension, Exclude<StatisticsTable, 'conversions'>> = {
  page: 'pages',
  entry: 'entries',
  channel: 'channels',
  referrer: 'referrers',
  campaign: 'campaigns',
  source: 'sources',
  medium: 'mediums',
  device: 'devices',
  browser: 'browsers',
  language: 'languages',
};

/** A conversion key in words: its kind, a waiting-list entry with its tier, an interest-list sign-up with its format. */
export function conversionLabel(key: string, t: Translate): string {
  const [kind = '', detail] = key.split(':', 2);
  if (!isKind(kind)) return key;
  if (kind === 'waitlist_entry' && detail) return t('console.statistics.waitlistTier', { tier: tierLabel(detail, t) });
  if (kind === 'event_interest' && detail) return t('console.statistics.eventInterestFormat', { format: detail });
  return t(`console.statistics.kind.${kind}`);
}

/** What a row's key means in words where it is not shown as it is (a path, a referrer's or a browser's name). */
export function statisticsLabel(table: StatisticsTable, key: string, t: Translate): string {
  // Decision 0047: what was not known (a conversion without a page view that day, the days before) and what the day's cap counted together.
  if (key === UNKNOWN) return t('console.statistics.unknown');
  if (key === OTHER) return t('console.statistics.other');
  switch (table) {
    case 'referrers':
      return key === DIRECT ? t('console.statistics.direct') : key;
    case 'channels':
      return isChannel(key) ? t(`console.statistics.channel.${key}`) : key;
    case 'devices':
      return isDevice(key) ? t(`console.statistics.device.${key}`) : key;
    case 'languages':
      return key === 'de' || key === 'en' ? t(`lang.${key}`) : key;
    case 'conversions':
      return conversionLabel(key, t);
    default:
      return key === '' ? t('console.statistics.none') : key;
  }
}
