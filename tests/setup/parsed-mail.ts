import PostalMime, { decodeWords } from 'postal-mime';

/** A raw mail as its reader sees it: each header's value decoded (RFC 2047), the text and HTML bodies decoded. */
export interface ParsedMail {
  headers: { key: string; value: string }[];
  subject: string;
  text: string;
  html: string;
}

export async function parseMail(raw: string | Buffer): Promise<ParsedMail> {
  const mail = await PostalMime.parse(raw);
  return {
    headers: mail.headers.map(({ key, value }) => ({ key, value: decodeWords(value) })),
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: mail.html ?? '',
  };
}
