/**
 * The campaign mail's colours and fonts. Contrast on white: text 14.7:1, muted 7.6:1, links 6.7:1 (the
 * site's brand-700), so the mail stays readable in mail programs that keep their light background.
 */
export const MAIL_COLORS = {
  text: '#1f2937',
  muted: '#4b5563',
  link: '#1d4ed8',
  rule: '#d1d5db',
  shade: '#f3f4f6',
  page: '#f3f4f6',
  paper: '#ffffff',
} as const;

/** The system's own fonts: no web font to load, which many mail programs would not anyway. */
export const MAIL_FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
export const MONO_FONT = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace";
