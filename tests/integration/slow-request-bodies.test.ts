import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODIES_IN_FLIGHT_PER_CLIENT } from '#server/http/request-body-bounds.ts';
import { askChat, question } from '../setup/chat.ts';
import { startSiteWithModel, type ModelSite } from '../setup/model-site.ts';

// Decision 0023: a sign-in body sent one byte every few seconds held its socket for Node's 300 s, and one client
// could hold as many such sockets as it liked. Here the bound is short (REQUEST_BODY_TIMEOUT_MS) to be seen.
const BODY_TIMEOUT_MS = 1500;
const SIGN_IN = '/api/operator/sign-in-options';

interface SlowBody {
  /** The status line the server answered with ('' while none). */
  answer: () => string;
  /** When the server closed the socket (undefined while open). */
  closedAt: () => number | undefined;
  startedAt: number;
  stop: () => void;
}

let site: ModelSite;
let origin: string;
let port: number;
beforeAll(async () => {
  site = await startSiteWithModel({
    TRUST_PROXY: 'true',
    REQUEST_BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS),
    RATE_LIMIT_OPERATOR_SIGN_IN: '1000/60',
    RATE_LIMIT_CHAT: '1000/60',
  });
  origin = site.server.origin;
  port = Number(new URL(origin).port);
}, 90_000);
afterAll(() => site.stop());

/** A sign-in request whose 200-byte body comes one byte every 300 ms, from `client` as the trusted proxy saw it. */
function slowBody(client: string): SlowBody {
  const socket: Socket = connect(port, '127.0.0.1');
  let answer = '';
  let closedAt: number | undefined;
  socket.on('data', (data: Buffer) => (answer ||= data.toString('latin1').split('\r\n')[0]!));
  socket.on('close', () => (closedAt = Date.now()));
  socket.on('error', () => undefined);
  socket.write(
    [
      `POST ${SIGN_IN} HTTP/1.1`,
      `Host: ${new URL(origin).host}`,
      `Origin: ${origin}`,
      'Content-Type: application/json',
      'Content-Length: 200',
      `X-Forwarded-For: ${client}`,
      '',
      '{',
    ].join('\r\n'),
  );
  const trickle = setInterval(() => socket.writable && socket.write(' '), 300);
  return {
    answer: () => answer,
    closedAt: () => closedAt,
    startedAt: Date.now(),
    stop: () => {
      clearInterval(trickle);
      socket.destroy();
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('request bodies that arrive slowly (decision 0023)', () => {
  it('are answered 408 and their socket closed once the bound has passed, while the body is still coming', async () => {
    const body = slowBody('203.0.113.10');
    try {
      await expect.poll(() => body.closedAt(), { timeout: BODY_TIMEOUT_MS + 3000, interval: 100 }).toBeDefined();
      expect(body.answer()).toBe('HTTP/1.1 408 Request Timeout');
      expect(body.closedAt()! - body.startedAt).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 100);
      expect(body.closedAt()! - body.startedAt).toBeLessThan(BODY_TIMEOUT_MS + 1500);
    } finally {
      body.stop();
    }
  });

  it(`are held at most ${BODIES_IN_FLIGHT_PER_CLIENT} at once by one client, counted by its /64: further ones are refused with 429 at once`, async () => {
    const held = Array.from({ length: BODIES_IN_FLIGHT_PER_CLIENT }, (_, n) => slowBody(`2001:db8:7:7::${n + 1}`));
    await pause(200);
    const extra = Array.from({ length: 3 }, (_, n) => slowBody(`2001:db8:7:7::${n + 100}`));
    const otherClient = slowBody('2001:db8:7:8::1');
    try {
      await expect
        .poll(() => extra.map((body) => body.closedAt() !== undefined), { timeout: 1000, interval: 50 })
        .toEqual([true, true, true]);
      expect(extra.map((body) => body.answer())).toEqual(Array<string>(3).fill('HTTP/1.1 429 Too Many Requests'));
      // Those held, and another client's, are still open until their own bound.
      expect([...held, otherClient].map((body) => body.closedAt())).toEqual(
        Array<undefined>(BODIES_IN_FLIGHT_PER_CLIENT + 1).fill(undefined),
      );
      await expect
        .poll(() => held.every((body) => body.closedAt() !== undefined), { timeout: BODY_TIMEOUT_MS + 3000, interval: 100 })
        .toBe(true);
      expect(held.map((body) => body.answer())).toEqual(Array<string>(BODIES_IN_FLIGHT_PER_CLIENT).fill('HTTP/1.1 408 Request Timeout'));
    } finally {
      for (const body of [...held, ...extra, otherClient]) body.stop();
    }
    // Once they are gone, the client's requests go through again.
    const signIn = await fetch(`${origin}${SIGN_IN}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '2001:db8:7:7::1' },
      body: '{}',
    });
    expect(signIn.status).toBe(200);
  });

  it('leave a long answer alone: the assistant streams for longer than the bound and finishes', async () => {
    site.model.behave({ kind: 'answer', chunks: ['The Connector ', 'Audit ', 'costs ', 'CHF 490.'], delayMs: 700 });
    const reply = await askChat(origin, question('en', 'What does the connector audit cost?'), { 'X-Forwarded-For': '203.0.113.20' });
    expect(reply.status).toBe(200);
    expect(reply.text).toBe('The Connector Audit costs CHF 490.');
    expect(reply.arrivals.at(-1)! - reply.arrivals[0]!).toBeGreaterThan(BODY_TIMEOUT_MS);
  });
});
