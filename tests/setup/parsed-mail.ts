import PostalMime, { decodeWords } from 'postal-mime';

/** A raw mail as its reader sees it: each header's value decoded (RFC 2047), the text and HTML bodies decoded. */
export interface ParsedMail {
  headers: { key: string; value: string }[];
  subject: string;
  text: string;
  html: string;
  /** Its calendar parts (text/calendar): the method their MIME part names, and the iCalendar text. */
  calendars: { method: string | undefined; content: string }[];
}

export async function parseMail(raw: string | Buffer): Promise<ParsedMail> {
  const mail = await PostalMime.parse(raw);
  return {
    headers: mail.headers.map(({ key, value }) => ({ key, value: decodeWords(value) })),
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: mail.html ?? '',
    calendars: mail.attachments
      .filter((attachment) => attachment.mimeType === 'text/calendar')
      .map((attachment) => ({
        method: attachment.method,
        content: typeof attachment.content === 'string' ? attachment.content : new TextDecoder().decode(attachment.content),
      })),
  };
}
