import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The .eml files the server wrote (no SMTP_URL), oldest first, headers unfolded and quoted-printable undone. */
export function readMailFiles(dataDir: string): string[] {
  const directory = path.join(dataDir, 'mail');
  let files: string[];
  try {
    files = readdirSync(directory)
      .filter((file) => file.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => decodeMail(readFileSync(path.join(directory, file), 'utf8')));
}

/** The .eml files the server wrote, oldest first, as written (for a MIME parser). */
export function readRawMailFiles(dataDir: string): Buffer[] {
  const directory = path.join(dataDir, 'mail');
  try {
    return readdirSync(directory)
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .map((file) => readFileSync(path.join(directory, file)));
  } catch {
    return [];
  }
}

/**
 * A raw mail for reading in tests: headers unfolded, quoted-printable undone in the body only
 * (a header such as List-Unsubscribe carries a literal "=" followed by random token characters).
 */
export function decodeMail(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split);
  return (
    head.replace(/\r?\n[ \t]+/g, ' ') +
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  );
}

export async function waitFor<T>(probe: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  for (let waited = 0; waited < timeoutMs; waited += 100) {
    const value = probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out waiting');
}
