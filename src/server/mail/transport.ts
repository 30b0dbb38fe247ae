import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import siteConfig from '#site.config.ts';
import { neutraliseLine } from '#lib/validation/display-controls.ts';
import { MAIL_DEFAULTS, sendersAtMost, SMTP_TIMEOUT_DEFAULTS, type SmtpTimeouts } from '../config/delivery-settings.ts';

export interface MailMessage {
  id: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string> | null;
  /** A calendar invitation (iCalendar), sent as the mail's text/calendar alternative with its method. */
  calendar?: string | null;
}

/** The METHOD an iCalendar object says (REQUEST, CANCEL …): mail programs read it on the MIME part too. */
const calendarMethod = (calendar: string): string => /^METHOD:([A-Z-]+)\r?$/m.exec(calendar)?.[1] ?? 'PUBLISH';

/**
 * Delivers one message; throws with `responseCode` set when the mail server refused it.
 * `close` ends the connections it keeps open (the worker calls it when it stops).
 */
export type MailSender = ((message: MailMessage) => Promise<{ location: string }>) & { close?: () => void };

const envelope = (message: MailMessage) => ({
  from: siteConfig.email.from,
  to: message.to,
  ...(message.replyTo ? { replyTo: message.replyTo } : {}),
  // A subject may carry a visitor's name: one line, without display controls (decision 0025), whatever was queued.
  subject: neutraliseLine(message.subject),
  text: message.text,
  html: message.html,
  headers: message.headers ?? {},
  ...(message.calendar
    ? { icalEvent: { method: calendarMethod(message.calendar), content: message.calendar, filename: 'invitation.ics' } }
    : {}),
  // A stable Message-ID per outbox row lets receivers drop a duplicate after a retried delivery.
  messageId: `<${message.id}@${/@([^>\s]+)/.exec(siteConfig.email.from)?.[1] ?? 'localhost'}>`,
});

export interface SmtpSenderOptions {
  /** Mails the worker sends at a time; the pool keeps room for as many again while sends are stalled. */
  concurrency?: number;
  timeouts?: SmtpTimeouts;
}

/**
 * SMTP over a pool of connections, each with its own timeouts: a server that accepts and never greets
 * holds one connection until its greeting timeout, while the others go on sending.
 */
export function smtpSender(url: string, options: SmtpSenderOptions = {}): MailSender {
  const { concurrency = MAIL_DEFAULTS.concurrency, timeouts = SMTP_TIMEOUT_DEFAULTS } = options;
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: sendersAtMost(concurrency),
    // A connection lost mid-send fails that send instead of the pool sending it again at once: the
    // outbox decides about retries, and counts each one.
    maxRequeues: 0,
    host: parsed.hostname,
    port: Number(parsed.port) || (secure ? 465 : 587),
    secure,
    ...(parsed.username ? { auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } } : {}),
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
  });
  const send: MailSender = async (message) => {
    const info = await transport.sendMail(envelope(message));
    return { location: String(info.messageId) };
  };
  send.close = () => transport.close();
  return send;
}

/** Without SMTP: every mail becomes an .eml file under DATA_DIR/mail, so a new setup shows what would go out. */
export function fileSender(directory: string): MailSender {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (message) => {
    const info = await transport.sendMail(envelope(message));
    // Decision 0023: mails hold visitors' data, for the data directory's owner only.
    await mkdir(directory, { recursive: true, mode: 0o700 });
    const file = path.join(directory, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.id}.eml`);
    // Written under a temporary name and renamed, so nobody ever reads half a mail.
    await writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
    await rename(`${file}.part`, file);
    return { location: file };
  };
}
