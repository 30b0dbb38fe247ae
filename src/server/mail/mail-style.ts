import type { CSSProperties } from 'react';

/**
 * The mails' colours and fonts. Contrast on white: text 14.7:1, muted 7.6:1, links 6.7:1 (the site's
 * brand-700). Every text stands on a background the mail sets itself (decision 0046), so a mail program
 * that recolours a mail for its dark mode recolours both together.
 */
export const MAIL_COLORS = {
  text: '#1f2937',
  muted: '#4b5563',
  link: '#1d4ed8',
  rule: '#d1d5db',
  shade: '#f3f4f6',
  page: '#f3f4f6',
  paper: '#ffffff',
  /** The text on a button: white on the link colour (6.7:1). */
  onLink: '#ffffff',
} as const;

/** The system's own fonts: no web font to load, which many mail programs would not anyway. */
export const MAIL_FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
export const MONO_FONT = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace";

/**
 * A word longer than the line (a German compound, a written-out link) breaks instead of widening the mail:
 * `anywhere` also lets the tables the layout is made of shrink below it, `break-word` is the older name some
 * mail programs read instead (decision 0046). Both are inherited, so the layout sets them once for everything.
 */
export const WRAP: CSSProperties = { overflowWrap: 'anywhere', wordBreak: 'break-word' };

/** Headings hyphenate where the reader's program has a dictionary for the mail's language, as the site's headings do. */
export const HEADING_WRAP: CSSProperties = { hyphens: 'auto', WebkitHyphens: 'auto' };

/** The style of a link in the text: the site's link colour, underlined (a link must not be told by colour alone). */
export const LINK_STYLE: CSSProperties = { color: MAIL_COLORS.link, textDecorationLine: 'underline', textDecoration: 'underline' };
