import { describe, expect, it } from 'vitest';
import { localizePath } from '#i18n/paths.ts';
import { CONSOLE_PATHS } from '#lib/console/routes.ts';
import { TEST_ENGINES } from '../setup/database.ts';
import { useBuiltServer } from '../setup/engine-server.ts';
import { parseHtml } from '../setup/html.ts';
import { operatorSessionCookie } from '../setup/operator.ts';

// Decision 0030: behind a trusted proxy the limits and the stored client network follow the address the
// proxy saw, never what the client wrote into the headers itself.
const LIMIT = 5;
const message = { name: 'Anna Muster', email: 'anna@example.ch', message: 'Bitte rufen Sie mich zurück.', lang: 'de' };

describe.each(TEST_ENGINES)('the client address behind a trusted proxy on $name', (engine) => {
  describe('from X-Forwarded-For, one trusted hop', () => {
    const server = useBuiltServer(engine, { TRUST_PROXY: 'true', RATE_LIMIT_CONTACT: `${LIMIT}/600` });
    const contact = (forwardedFor: string) =>
      fetch(`${server().origin}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
        body: JSON.stringify(message),
      });
    /** The stored events as the console lists them: type and client network. */
    const events = async () => {
      const { name, value } = await operatorSessionCookie(server().origin, 'operator@example.ch');
      const page = await fetch(`${server().origin}${localizePath(CONSOLE_PATHS.security, 'en')}`, {
        headers: { Cookie: `${name}=${value}` },
      });
      return parseHtml(await page.text())
        .querySelectorAll('#security-events tbody tr')
        .map((row) => row.querySelectorAll('td').map((cell) => cell.text.trim()))
        .map((cells) => ({ eventType: cells[1], clientNetwork: cells[4] }));
    };

    it('forged left-most entries never reset a limit: the right-most one, written by the proxy, is limited', async () => {
      const statuses: number[] = [];
      for (let n = 1; n <= 20; n += 1) statuses.push((await contact(`192.0.2.${n}, 203.0.113.99`)).status);
      expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), ...Array<number>(20 - LIMIT).fill(429)]);
    });

    it('limits that client only: another address the proxy saw still gets through', async () => {
      expect((await contact('203.0.113.100')).status).toBe(200);
      expect((await contact('198.51.100.1, 203.0.113.99')).status).toBe(429);
    });

    it("a right-most entry that is no IP address is not taken as one: such requests share the proxy's own limit", async () => {
      const statuses: number[] = [];
      for (let n = 1; n <= LIMIT + 1; n += 1) statuses.push((await contact(`192.0.2.${100 + n}, not-an-address-${n}`)).status);
      expect(statuses.at(-1)).toBe(429);
    });

    it('stores a security event with the network the proxy saw, from the monitor and from a refused address', async () => {
      const reported = await fetch(`${server().origin}/api/security-events`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.44, 198.51.100.23' },
        body: JSON.stringify({ event_type: 'csp_violation' }),
      });
      expect(reported.status).toBe(202);
      const refused = await fetch(`${server().origin}/blog?search=<script>alert(1)</script>`, {
        headers: { 'X-Forwarded-For': '192.0.2.45, 198.51.100.24' },
      });
      expect(refused.status).toBe(400);
      await expect
        .poll(async () => (await events()).map(({ eventType, clientNetwork }) => ({ eventType, clientNetwork })), { timeout: 5000 })
        .toEqual(
          expect.arrayContaining([
            { eventType: 'csp_violation', clientNetwork: '198.51.100.0/24' },
            { eventType: 'suspicious_navigation', clientNetwork: '198.51.100.0/24' },
          ]),
        );
      expect((await events()).some((event) => event.clientNetwork === '192.0.2.0/24')).toBe(false);
    });
  });

  describe('from a header the operator names (X-Real-IP)', () => {
    const server = useBuiltServer(engine, { TRUST_PROXY: 'true', TRUST_PROXY_HEADER: 'X-Real-IP', RATE_LIMIT_CONTACT: `${LIMIT}/600` });
    const contact = (headers: Record<string, string>) =>
      fetch(`${server().origin}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(message),
      });

    it('keys on the named header and ignores X-Forwarded-For', async () => {
      const statuses: number[] = [];
      for (let n = 1; n <= LIMIT + 3; n += 1)
        statuses.push((await contact({ 'X-Real-IP': '203.0.113.50', 'X-Forwarded-For': `192.0.2.${n}` })).status);
      expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), 429, 429, 429]);
      expect((await contact({ 'X-Real-IP': '203.0.113.51' })).status).toBe(200);
    });

    it('rejects a value that is no IP address: it never gives a fresh limit', async () => {
      const statuses: number[] = [];
      for (let n = 1; n <= LIMIT + 1; n += 1)
        statuses.push((await contact({ 'X-Real-IP': `client-${n}`, 'X-Forwarded-For': `192.0.2.${n}` })).status);
      expect(statuses.at(-1)).toBe(429);
    });
  });
});
