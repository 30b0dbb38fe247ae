/**
 * What the page's security monitor makes of the browser's signals: which console errors count as a
 * possible script injection, and how much of an address an event may carry. Framework-free, so the
 * rules are tested here and the page script stays a thin wiring.
 */

/** Longest text (message, address) an event carries; the rest says nothing a reader needs. */
export const SIGNAL_TEXT_MAX = 200;

/**
 * spec §7: console errors mentioning script, eval or innerHTML are logged as potential_xss_attempt.
 * Whole words, so "description" or "retrieval" do not count, but "JavaScript", "eval(" and
 * "dangerouslySetInnerHTML" do.
 */
const SCRIPT_MENTION = /\b(?:java|vb)?script\b|\beval\b|innerhtml/i;

export function mentionsScriptCode(text: string): boolean {
  return SCRIPT_MENTION.test(text);
}

/** The text of a console.error call, as the console would show it, cut to the event's size. */
export function consoleText(args: readonly unknown[]): string {
  return args
    .map((arg) => {
      if (typeof arg === 'string') return arg;
      if (arg instanceof Error) return `${arg.name}: ${arg.message}`;
      try {
        return JSON.stringify(arg) ?? String(arg);
      } catch {
        // a BigInt or a cycle: the type is all the event needs
        return Object.prototype.toString.call(arg);
      }
    })
    .join(' ')
    .slice(0, SIGNAL_TEXT_MAX);
}

/** A refused link's address with control characters made visible as spaces, cut to the event's size. */
export function reducedHref(href: string): string {
  return href
    .replace(/[\s\u0000-\u001f]+/g, ' ')
    .trim()
    .slice(0, SIGNAL_TEXT_MAX);
}

/**
 * A resource as far as the operator needs it: its origin (with the path, if asked), or the keyword
 * the browser reports ('inline', 'eval'); never a query that could carry visitor data.
 */
export function reducedUri(uri: string, withPath = false): string {
  try {
    const url = new URL(uri);
    return url.origin === 'null' ? url.protocol : `${url.origin}${withPath ? url.pathname.slice(0, SIGNAL_TEXT_MAX) : ''}`;
  } catch {
    return /^[a-z-]+$/i.test(uri) ? uri : 'inline';
  }
}

/** The parts of a SecurityPolicyViolationEvent an event carries. */
export interface Violation {
  violatedDirective: string;
  blockedURI: string;
  sourceFile: string;
}

/** spec §7: a Content-Security-Policy violation, reported as potential_xss_attempt. */
export function violationDetails(violation: Violation): Record<string, string> {
  return {
    source: 'csp',
    violatedDirective: violation.violatedDirective,
    blockedURI: reducedUri(violation.blockedURI),
    sourceFile: reducedUri(violation.sourceFile, true),
  };
}
