/**
 * Decision 0025: characters that change how the text around them reads while showing nothing themselves.
 * Unicode's bidirectional controls (Bidi_Control: U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069),
 * with which `invoice\u202Efdp.exe` reads "invoiceexe.pdf"; the line and paragraph separators
 * (U+2028, U+2029), which break a line that mail headers and logs take for one; and the control
 * characters (Cc: C0, DEL and the C1 controls U+0080–U+009F).
 */
const DISPLAY_CONTROL = /[\p{Bidi_Control}\u2028\u2029\p{Cc}]/u;
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
const OTHER_DISPLAY_CONTROL = /[\p{Bidi_Control}\p{Cc}]/gu;
/** Shown in their place: the operator sees that something was there, and the text around it in its true order. */
const REPLACEMENT = '\uFFFD';

/** Whether a text holds any of these characters (names and companies are refused with them). */
export const hasDisplayControl = (text: string): boolean => DISPLAY_CONTROL.test(text);

const lineWith = (text: string, replacement: string): string =>
  text.replace(LINE_BREAK, ' ').replace(/\t/g, ' ').replace(OTHER_DISPLAY_CONTROL, replacement);
const textWith = (text: string, replacement: string): string =>
  text.replace(LINE_BREAK, '\n').replace(/(?![\t\n])[\p{Bidi_Control}\p{Cc}]/gu, replacement);

/** A visitor's text for one line (a mail header, a table cell): line breaks and tabs as spaces, every other such character replaced. */
export const neutraliseLine = (text: string): string => lineWith(text, REPLACEMENT);

/** A visitor's longer text (a message): its line breaks kept as \n, its tabs kept, every other such character replaced. */
export const neutraliseText = (text: string): string => textWith(text, REPLACEMENT);

/** The operator's own line (a campaign's subject, decision 0042): line breaks and tabs as spaces, every other such character dropped. */
export const strippedLine = (text: string): string => lineWith(text, '');

/** The operator's own longer text (a campaign's body): line breaks as \n, tabs kept, every other such character dropped. */
export const strippedText = (text: string): string => textWith(text, '');
