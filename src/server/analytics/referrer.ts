import { type Channel, DIRECT } from '#lib/analytics.ts';

/**
 * A place visitors come from that is counted by its name, whatever its country domain, link shortener or app,
 * and the kind of place it is (decisions 0036, 0048). The pattern is matched against the referrer's host
 * without `www.`; an Android app's referrer (`android-app://com.google.android.gm/`) has its package as host.
 */
interface NamedSource {
  name: string;
  pattern: RegExp;
  channel: Channel;
}

/**
 * The one table of named sources. Order matters: the first match wins, so a product of a search company
 * (Gmail, Google Docs, Gemini, Yahoo Mail, Outlook) stands before the search engine's own pattern.
 * Written here rather than taken from a library: the lists that exist are unmaintained, or map thousands of
 * sites this firm never sees and still call Gmail on the web "Google".
 */
const NAMED_SOURCES: readonly NamedSource[] = [
  // Mail programs and webmail: a link in a mail, whoever sent it.
  { name: 'Gmail', pattern: /^(mail\.google\.com|com\.google\.android\.gm)$/, channel: 'email' },
  // Outlook on the web and its app, and Safe Links, the address a mail's links are rewritten to go through.
  {
    name: 'Outlook',
    pattern:
      /^(outlook\.(live|office|office365)\.com|outlook\.cloud\.microsoft|com\.microsoft\.office\.outlook)$|(^|\.)safelinks\.protection\.outlook\.com$/,
    channel: 'email',
  },
  { name: 'Yahoo Mail', pattern: /(^|\.)mail\.yahoo\.[a-z.]+$|^com\.yahoo\.mobile\.client\.android\.mail$/, channel: 'email' },
  // GMX and web.de send a mail's links through their own dereferrers.
  {
    name: 'GMX',
    pattern: /(^|\.)(gmx\.(net|de|ch|at|com)|deref-gmx\.(net|de|ch|com))$|^de\.gmx\.mobile\.android\.mail$/,
    channel: 'email',
  },
  { name: 'web.de', pattern: /(^|\.)web\.de$|^deref-web(-02)?\.de$|^de\.web\.mobile\.android\.mail$/, channel: 'email' },
  // Swisscom's webmail; www.bluewin.ch is also a news portal, a website like any other.
  { name: 'Bluewin', pattern: /^(sam|webmail|mail|email)\.bluewin\.ch$/, channel: 'email' },
  { name: 'Proton Mail', pattern: /^(mail\.proton\.me|mail\.protonmail\.com|ch\.protonmail\.android)$/, channel: 'email' },
  { name: 'iCloud Mail', pattern: /^icloud\.com$/, channel: 'email' },
  { name: 'Thunderbird', pattern: /^(net\.thunderbird\.android|com\.fsck\.k9)$/, channel: 'email' },
  // AI assistants: named, not counted as search.
  { name: 'ChatGPT', pattern: /(^|\.)(chatgpt\.com|chat\.openai\.com)$|^com\.openai\.chatgpt$/, channel: 'ai' },
  { name: 'Perplexity', pattern: /(^|\.)perplexity\.ai$|^ai\.perplexity\.app\.android$/, channel: 'ai' },
  { name: 'Claude', pattern: /(^|\.)claude\.ai$|^com\.anthropic\.claude$/, channel: 'ai' },
  { name: 'Gemini', pattern: /^(gemini\.google\.com|bard\.google\.com|com\.google\.android\.apps\.bard)$/, channel: 'ai' },
  { name: 'Copilot', pattern: /^(copilot\.microsoft\.com|copilot\.cloud\.microsoft|com\.microsoft\.copilot)$/, channel: 'ai' },
  { name: 'Mistral Le Chat', pattern: /^chat\.mistral\.ai$/, channel: 'ai' },
  { name: 'DeepSeek', pattern: /^chat\.deepseek\.com$/, channel: 'ai' },
  // Google's office products are not its search engine: a link in a shared document is another website.
  { name: 'Google Docs', pattern: /^(docs|drive|sites|forms)\.google\.com$/, channel: 'website' },
  // Search engines.
  { name: 'Google', pattern: /(^|\.)google\.[a-z.]+$|^com\.google\.android\.googlequicksearchbox$/, channel: 'search' },
  { name: 'Bing', pattern: /(^|\.)bing\.com$/, channel: 'search' },
  { name: 'DuckDuckGo', pattern: /(^|\.)duckduckgo\.com$/, channel: 'search' },
  { name: 'Ecosia', pattern: /(^|\.)ecosia\.org$/, channel: 'search' },
  { name: 'Yahoo', pattern: /(^|\.)yahoo\.[a-z.]+$/, channel: 'search' },
  { name: 'Qwant', pattern: /(^|\.)qwant\.com$/, channel: 'search' },
  { name: 'Startpage', pattern: /(^|\.)startpage\.com$/, channel: 'search' },
  { name: 'Brave Search', pattern: /^search\.brave\.com$/, channel: 'search' },
  { name: 'Yandex', pattern: /(^|\.)yandex\.[a-z.]+$/, channel: 'search' },
  // Social networks.
  { name: 'LinkedIn', pattern: /(^|\.)(linkedin\.com|lnkd\.in)$|^com\.linkedin\.android$/, channel: 'social' },
  { name: 'Facebook', pattern: /(^|\.)(facebook\.com|fb\.me)$|^com\.facebook\.katana$/, channel: 'social' },
  { name: 'Instagram', pattern: /(^|\.)instagram\.com$|^com\.instagram\.android$/, channel: 'social' },
  { name: 'X', pattern: /(^|\.)(twitter\.com|x\.com|t\.co)$|^com\.twitter\.android$/, channel: 'social' },
  { name: 'YouTube', pattern: /(^|\.)(youtube\.com|youtu\.be)$|^com\.google\.android\.youtube$/, channel: 'social' },
  { name: 'Xing', pattern: /(^|\.)xing\.com$|^com\.xing\.android$/, channel: 'social' },
  { name: 'Reddit', pattern: /(^|\.)reddit\.com$|^com\.reddit\.frontpage$/, channel: 'social' },
];

const CHANNEL_OF_NAME = new Map(NAMED_SOURCES.map(({ name, channel }) => [name, channel]));

/** What a referrer names: a web page's host, or an Android app's package (`android-app://…`), in lower case. */
function referrerHost(referer: string): string | undefined {
  try {
    const url = new URL(referer);
    if (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'android-app:')
      return url.hostname.toLowerCase() || undefined;
  } catch {
    // not an address
  }
  return undefined;
}

const namedSourceOf = (host: string): NamedSource | undefined => NAMED_SOURCES.find(({ pattern }) => pattern.test(host));

/**
 * The place a visitor came from: its name or host (without `www.`), or DIRECT when there is no referrer, it
 * is not a web address or app, or it is this site itself (`ownHosts`). Never more than the host.
 */
export function referrerName(referer: string | undefined, ownHosts: ReadonlySet<string>): string {
  const host = referer ? referrerHost(referer) : undefined;
  if (!host || ownHosts.has(host)) return DIRECT;
  const bare = host.replace(/^www\./, '');
  return namedSourceOf(bare)?.name ?? bare;
}

/**
 * What the campaign parameters say about the kind of place, in the spellings tools and people use
 * (values already in lower case): `utm_medium` first, as the firm's own label on its links.
 */
const CHANNEL_OF_MEDIUM: ReadonlyMap<string, Channel> = new Map([
  ...['email', 'e-mail', 'e_mail', 'mail', 'newsletter'].map((medium) => [medium, 'email'] as const),
  ...['social', 'social-media', 'social_media', 'socialmedia', 'social-network', 'sm', 'organic-social', 'paid-social'].map(
    (medium) => [medium, 'social'] as const,
  ),
  ...['cpc', 'ppc', 'paid', 'paidsearch', 'paid-search', 'paid_search', 'search', 'organic', 'sem'].map(
    (medium) => [medium, 'search'] as const,
  ),
  ...['ai', 'chatbot', 'llm'].map((medium) => [medium, 'ai'] as const),
  ...['referral', 'display', 'banner', 'affiliate', 'partner'].map((medium) => [medium, 'website'] as const),
]);

/** A source given in the campaign (`utm_source=linkedin`, `ref=chatgpt.com`, `utm_source=newsletter`) as a named place's kind. */
function channelOfSource(source: string): Channel | undefined {
  if (source === DIRECT) return undefined;
  const medium = CHANNEL_OF_MEDIUM.get(source);
  if (medium === 'email') return medium;
  const named = NAMED_SOURCES.find(({ name, pattern }) => name.toLowerCase() === source || pattern.test(source.replace(/^www\./, '')));
  return named?.channel;
}

/**
 * The kind of place a visitor came from (decision 0048), from the referrer's name as `referrerName` gives it
 * and the campaign's medium and source (in lower case): the medium when it names a kind, else the named
 * referrer's kind (another site's host is a website), else the source's kind; direct when nothing says.
 * So a link in the firm's own newsletter, which comes without a referrer but with `utm_medium=email`, is e-mail.
 */
export function channelOf({ referrer, medium, source }: { referrer: string; medium: string; source: string }): Channel {
  const byMedium = CHANNEL_OF_MEDIUM.get(medium);
  if (byMedium) return byMedium;
  if (referrer !== DIRECT) return CHANNEL_OF_NAME.get(referrer) ?? 'website';
  return channelOfSource(source) ?? 'direct';
}
