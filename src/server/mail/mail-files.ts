import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { wholeAddressRegExp } from '../db/text-pattern.ts';

/** Where the file mailer (no SMTP_URL) writes its .eml files: DATA_DIR/mail. */
export const mailDirectory = (dataDir: string): string => path.resolve(dataDir, 'mail');

// fileSender names each file after its outbox row: <time>-<id>.eml, written first as .eml.part.
const MAIL_FILE = /-([0-9a-f-]{36})\.eml(\.part)?$/;

/** A mail file as readable text: folded header lines joined, quoted-printable's soft line breaks undone. */
const readable = (raw: string): string => raw.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');

/** A mail file of the file mailer: its name in the mail directory and when it was written. */
export interface MailFile {
  file: string;
  writtenAt: Date;
}

/**
 * The mail files about an address: those of the given outbox rows, and any other that names
 * the address (a file whose row is gone). None when the directory does not exist.
 */
export async function mailFilesAbout(directory: string, address: string, outboxIds: readonly string[]): Promise<MailFile[]> {
  const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const ids = new Set(outboxIds);
  const mentions = wholeAddressRegExp(address.trim());
  const found: MailFile[] = [];
  for (const name of names.sort()) {
    const id = MAIL_FILE.exec(name)?.[1];
    if (id === undefined) continue;
    const file = path.join(directory, name);
    if (ids.has(id) || mentions.test(readable(await readFile(file, 'latin1'))))
      found.push({ file: name, writtenAt: (await stat(file)).mtime });
  }
  return found;
}

/** Deletes mail files (right to erasure); a file already gone counts as deleted. */
export async function deleteMailFiles(directory: string, files: readonly MailFile[]): Promise<void> {
  for (const { file } of files) await rm(path.join(directory, path.basename(file)), { force: true });
}
