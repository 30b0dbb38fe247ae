import { SMTPServer } from 'smtp-server';
import { freePort } from './server.ts';

export interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  url: string;
  port: number;
  received: CapturedMail[];
  /** Every recipient the server accepted (RCPT TO), with when (Date.now()): a mail is on the wire from then. */
  accepted: { to: string; at: number }[];
  /** The next answers to DATA: e.g. [451] for one temporary refusal, [550] for a permanent one. */
  refuseNext: (...codes: number[]) => void;
  /**
   * From now on, these recipients (every one, when none is named) are refused with 550 and a text quoting the
   * address, as real mail servers answer.
   */
  refuseRecipients: (...addresses: string[]) => void;
  /** From now on, the server takes this long to answer each DATA (a slow but working mail server). */
  answerDataAfter: (ms: number) => void;
  /** The next `count` mails are taken but their DATA is never answered, until releaseStalled() (a relay that stalls). */
  stallNextData: (count: number) => void;
  /** Answers the stalled mails' DATA at last: they count as received. */
  releaseStalled: () => void;
  close: () => Promise<void>;
}

/** A real SMTP server in-process (smtp-server), capturing every mail it accepts. */
export async function startTestSmtp(port?: number): Promise<TestSmtp> {
  const received: CapturedMail[] = [];
  const accepted: TestSmtp['accepted'] = [];
  const refusals: number[] = [];
  let dataDelayMs = 0;
  let refused: 'everyone' | Set<string> = new Set();
  let toStall = 0;
  const stalled: (() => void)[] = [];
  const server = new SMTPServer({
    // Pooled clients keep their connections open; closing the server ends them instead of waiting for them.
    closeTimeout: 200,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused !== 'everyone' && !refused.has(address.address)) {
        accepted.push({ to: address.address, at: Date.now() });
        return callback();
      }
      callback(Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      // The callback answers the client; nothing awaits the listener itself.
      // eslint-disable-next-line @typescript-eslint/no-misused-promises
      stream.on('end', async () => {
        if (toStall > 0) {
          toStall -= 1;
          await new Promise<void>((resolve) => stalled.push(resolve));
        }
        if (dataDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, dataDelayMs));
        const code = refusals.shift();
        if (code) {
          const error = Object.assign(new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: code });
          return callback(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
        });
        callback();
      });
    },
  });
  // A client killed mid-session (the campaign bench's SIGKILL) resets its connection; that fails no test by itself.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  const listenPort = port ?? (await freePort());
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${listenPort}`,
    port: listenPort,
    received,
    accepted,
    refuseNext: (...codes) => refusals.push(...codes),
    refuseRecipients: (...addresses) => {
      if (addresses.length === 0) refused = 'everyone';
      else if (refused !== 'everyone') for (const address of addresses) refused.add(address);
    },
    answerDataAfter: (ms) => (dataDelayMs = ms),
    stallNextData: (count) => (toStall = count),
    releaseStalled: () => stalled.splice(0).forEach((resolve) => resolve()),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP server for a suite, emptied before each test; returns a getter, as useTestDatabase does. */
export function useTestSmtp(hooks: {
  beforeAll: typeof import('vitest').beforeAll;
  afterAll: typeof import('vitest').afterAll;
  beforeEach: typeof import('vitest').beforeEach;
}): () => TestSmtp {
  let smtp: TestSmtp | undefined;
  hooks.beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  hooks.afterAll(() => smtp?.close());
  hooks.beforeEach(() => {
    smtp!.received.length = 0;
    smtp!.accepted.length = 0;
    smtp!.answerDataAfter(0);
    smtp!.releaseStalled();
    smtp!.stallNextData(0);
  });
  return () => smtp!;
}
