import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import siteConfig from '../../../site.config.ts';

export interface MailMessage {
  id: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string> | null;
}

/** Delivers one message; throws with `responseCode` set when the mail server refused it. */
export type MailSender = (message: MailMessage) => Promise<{ location: string }>;

const envelope = (message: MailMessage) => ({
  from: siteConfig.email.from,
  to: message.to,
  ...(message.replyTo ? { replyTo: message.replyTo } : {}),
  subject: message.subject,
  text: message.text,
  html: message.html,
  headers: message.headers ?? {},
  // A stable Message-ID per outbox row lets receivers drop a duplicate after a retried delivery.
  messageId: `<${message.id}@${/@([^>\s]+)/.exec(siteConfig.email.from)?.[1] ?? 'localhost'}>`,
});

/** SMTP with timeouts, so a server that accepts and never greets cannot hold the worker. */
export function smtpSender(url: string): MailSender {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    host: parsed.hostname,
    port: Number(parsed.port) || (secure ? 465 : 587),
    secure,
    ...(parsed.username ? { auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return async (message) => {
    const info = await transport.sendMail(envelope(message));
    return { location: String(info.messageId) };
  };
}

/** Without SMTP: every mail becomes an .eml file under DATA_DIR/mail, so a new setup shows what would go out. */
export function fileSender(directory: string): MailSender {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (message) => {
    const info = await transport.sendMail(envelope(message));
    await mkdir(directory, { recursive: true });
    const file = path.join(directory, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.id}.eml`);
    // Written under a temporary name and renamed, so nobody ever reads half a mail.
    await writeFile(`${file}.part`, info.message as Buffer);
    await rename(`${file}.part`, file);
    return { location: file };
  };
}
