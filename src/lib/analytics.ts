/**
 * Visitor statistics (decisions 0036, 0047): the per-day sums of each dimension, by name, beside the visit rows. Each
 * metric is counted under a key (the path, the referrer's name …): page views by path, visitors in all (key '')
 * and by each of what is known of them, conversions by kind.
 */
export const ANALYTICS_METRICS = {
  /** Page views of a path (its language is the path's). */
  view: 'view',
  /** Visitors: key '' for all of the day, then by what brought them and what they used. */
  visitor: 'visitor',
  entry: 'visitor.entry',
  channel: 'visitor.channel',
  referrer: 'visitor.referrer',
  source: 'visitor.source',
  medium: 'visitor.medium',
  campaign: 'visitor.campaign',
  device: 'visitor.device',
  browser: 'visitor.browser',
  language: 'visitor.language',
  /** Conversions: key = the kind. */
  conversion: 'conversion',
} as const;

export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[keyof typeof ANALYTICS_METRICS];

/**
 * Decision 0047: the dimensions of a few values each (a class the code names) whose sums are also kept per value,
 * so that the page narrowed to one of them reads sums too: a filter that selects most visits reads no visit rows.
 */
export const SLICED_DIMENSIONS = ['device', 'language', 'channel'] as const;
export type SlicedDimension = (typeof SLICED_DIMENSIONS)[number];
export interface Slice {
  dimension: SlicedDimension;
  value: string;
}

/** A metric's name in the sums of one slice (`visitor.referrer@device=mobile`), or as it is without one. */
export const slicedMetric = (metric: string, slice?: Slice): string => (slice ? `${metric}@${slice.dimension}=${slice.value}` : metric);

/** What a visitor can do that the firm wants: the conversions counted (a waiting-list entry per tier). */
export const CONVERSION_KINDS = [
  'contact_message',
  'newsletter_signup',
  'newsletter_confirmed',
  'waitlist_entry',
  'assistant_question',
  'booking_click',
  'booking',
  'event_registration',
  'event_interest',
] as const;
export type ConversionKind = (typeof CONVERSION_KINDS)[number];

/** A conversion as counted: its kind, and for a waiting-list entry its tier (`waitlist_entry:<tier>`). */
export const conversionKey = (kind: ConversionKind, detail?: string): string => (detail ? `${kind}:${detail}` : kind);

/** The key of no referrer (typed in, a bookmark, a mail program) and of no campaign. */
export const DIRECT = '';

export const DEVICE_CLASSES = ['desktop', 'mobile', 'tablet', 'other'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/**
 * What kind of place a visitor came from (decision 0047): typed in or a bookmark, a mail program or webmail, a
 * search engine, a social network, an AI assistant, any other website.
 */
export const CHANNELS = ['direct', 'email', 'search', 'social', 'ai', 'website'] as const;
export type Channel = (typeof CHANNELS)[number];

/** What is not known of a visit: a conversion of a visitor who left no page view that day, the days counted before decision 0047. */
export const UNKNOWN = '?';

/** The key every further key of a dimension is counted under once the day's cap is reached (decision 0047). */
export const OTHER = '*';

/**
 * Decision 0047: what one client can make the statistics count and store. A network (IPv4 /24, IPv6 /48) brings at
 * most this many new visitors a day; further ones are counted as one visitor of that network.
 */
export const VISITORS_PER_NETWORK = 100;
/** Keys per dimension and day (paths, referrers, campaign values, browsers): further ones are counted as OTHER. */
export const KEYS_PER_DAY = 300;
