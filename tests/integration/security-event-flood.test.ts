import { beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_PATHS, CONSOLE_API } from '#lib/console/routes.ts';
import { SERVER_EVENT_THROTTLE } from '#server/security/event-throttle.ts';
import { parseHtml } from '../setup/html.ts';
import { operatorSessionCookie } from '../setup/operator.ts';
import { TEST_ENGINES } from '../setup/database.ts';
import { useBuiltServer } from '../setup/engine-server.ts';

/** The console's security page as an operator sees it: the caption's total and the first page's rows. */
interface ConsoleEvents {
  total: number;
  rows: { type: string; network: string; data: string }[];
}

/**
 * decision 0024: every refused sign-in request stored a high event (1,200 requests, 1,225 rows) and every
 * cross-site post to a console form a critical one without a network. Past a small allowance a client's
 * server-recorded events are counted on one row, each row carries the client's network, and a real
 * event from before the flood is still on the console's first page.
 */
describe.each(TEST_ENGINES)('a flood of refused requests on $name', (engine) => {
  const running = useBuiltServer(engine);
  let server: ReturnType<typeof running>;
  let operatorCookie: string;
  beforeAll(async () => {
    server = running();
    const { name, value } = await operatorSessionCookie(server.origin, 'flood.watch@example.ch');
    operatorCookie = `${name}=${value}`;
  });

  const consoleEvents = async (): Promise<ConsoleEvents> => {
    const response = await fetch(`${server.origin}/en${CONSOLE_PATHS.security}`, { headers: { Cookie: operatorCookie } });
    expect(response.status).toBe(200);
    const document = parseHtml(await response.text());
    const caption = document.querySelector('#security-events caption')?.text ?? '';
    const rows = document.querySelectorAll('#security-events tbody tr').map((row) => {
      const cells = row.querySelectorAll('td').map((cell) => cell.text.trim());
      return { type: cells[1] ?? '', network: cells[4] ?? '', data: cells[6] ?? '' };
    });
    return { total: Number(/\d+/.exec(caption)?.[0] ?? 0), rows };
  };

  /** `count` requests, `batch` at a time; every answer must be a refusal. */
  async function refused(count: number, send: (n: number) => Promise<Response>): Promise<void> {
    for (let sent = 0; sent < count; sent += 50) {
      const answers = await Promise.all(Array.from({ length: Math.min(50, count - sent) }, (_, n) => send(sent + n)));
      expect(answers.every((answer) => answer.status >= 400 && answer.status < 500)).toBe(true);
    }
  }

  /**
   * The refusals that flooded the table (decision 0024): another origin (403), a body that is no JSON (400), a wrong type
   * (415), and 429 once the limit is reached.
   */
  const refusedSignIn = (n: number) => {
    const kind = n % 4;
    return fetch(`${server.origin}${CONSOLE_API.signIn}`, {
      method: 'POST',
      headers: {
        'Content-Type': kind === 2 ? 'text/plain' : 'application/json',
        Origin: kind === 0 ? 'https://evil.example' : server.origin,
      },
      body: kind === 1 ? '{not json' : '{}',
    });
  };

  it('stores a bounded number of rows for 1,000 refused sign-in requests, counts the rest, and keeps a real event on the first page', async () => {
    const report = await fetch(`${server.origin}/api/security-events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ event_type: 'application_error', event_data: { message: 'the real event before the flood' } }),
    });
    expect(report.status).toBe(202);
    const before = await consoleEvents();

    await refused(1000, refusedSignIn);

    const after = await consoleEvents();
    const stored = after.total - before.total;
    expect(stored).toBe(SERVER_EVENT_THROTTLE.perClient + 1);
    const failures = after.rows.filter((row) => row.type === 'authentication_failure');
    expect(failures).toHaveLength(stored);
    expect(failures.every((row) => row.network === '127.0.0.0/24')).toBe(true);
    // Each row is one event, or, as its note says, stands for a number of them.
    const counted = failures.map((row) => Number(/^(\d+) more like this/.exec(row.data)?.[1] ?? 1)).reduce((sum, count) => sum + count, 0);
    expect(counted).toBe(1000);
    expect(after.rows.some((row) => row.data.includes('the real event before the flood'))).toBe(true);
  }, 60_000);

  it('stores cross-site posts to console forms with any session cookie as few critical csrf_attempt rows, each with the client network', async () => {
    const before = await consoleEvents();
    const forms = [CONSOLE_PATHS.operators, CONSOLE_PATHS.mail, CONSOLE_PATHS.waitlist, CONSOLE_PATHS.signOut];
    await refused(400, (n) =>
      fetch(`${server.origin}${forms[n % forms.length]}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'https://evil.example',
          Cookie: `__Host-operator-session=forged-${n}`,
        },
        body: 'intent=invite&email=x%40example.ch',
      }),
    );
    const after = await consoleEvents();
    const stored = after.total - before.total;
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBeLessThanOrEqual(10);
    const attempts = after.rows.filter((row) => row.type === 'csrf_attempt');
    expect(attempts).toHaveLength(stored);
    expect(attempts.every((row) => row.network === '127.0.0.0/24')).toBe(true);
    expect(after.rows.some((row) => row.data.includes('the real event before the flood'))).toBe(true);
  }, 60_000);
});
