import { describe, expect, it } from 'vitest';
import { translate } from '#i18n/console-translate.ts';
import type { TierAvailability } from '#lib/tiers.ts';
import { TEST_ENGINES } from '../setup/database.ts';
import { useBuiltServer } from '../setup/engine-server.ts';
import { parseHtml } from '../setup/html.ts';
import { operatorSessionCookie } from '../setup/operator.ts';

const ROUNDS = 5;

describe.each(TEST_ENGINES)('two operators accepting the last free slot at once, on $name', (engine) => {
  const server = useBuiltServer(engine, { RATE_LIMIT_WAITLIST: '1000/60' });

  const sessionOf = async (email: string) => {
    const cookie = await operatorSessionCookie(server().origin, email);
    return `${cookie.name}=${cookie.value}`;
  };
  /** A console form post as the browser sends it: same origin, the session cookie, no redirect followed. */
  const consolePost = (path: string, session: string, fields: Record<string, string>) =>
    fetch(`${server().origin}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: session, Origin: server().origin },
      body: new URLSearchParams(fields),
    });
  const founders = async () =>
    ((await (await fetch(`${server().origin}/api/tiers`)).json()) as TierAvailability[]).find((tier) => tier.tier === 'founders_beta')!;
  const signUp = async (email: string, tier = 'founders_beta') => {
    const response = await fetch(`${server().origin}/api/waitlist`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, tier, consent: true }),
    });
    expect(response.status).toBe(200);
  };
  /** The pending entries' ids of a tier, read from the accept buttons' forms of the console page. */
  const pendingIds = async (session: string, tier = 'founders_beta') => {
    const page = parseHtml(
      await (await fetch(`${server().origin}/admin/waitlist?status=pending&tier=${tier}`, { headers: { Cookie: session } })).text(),
    );
    return page
      .querySelectorAll('form:has(input[name="decision"][value="accept"]) input[name="id"]')
      .map((input) => input.getAttribute('value')!);
  };

  it('lets exactly one of them have it, every time, and tells the other in their language', async () => {
    const first = await sessionOf('first-operator@example.ch');
    const second = await sessionOf('second-operator@example.ch');
    for (let round = 1; round <= ROUNDS; round += 1) {
      const { total_slots: total } = await founders();
      const raised = await consolePost('/admin/waitlist', first, { intent: 'slots', tier: 'founders_beta', slots: String(total + 1) });
      expect(raised.headers.get('location')).toBe('/admin/waitlist?notice=slots_saved');
      expect(await founders()).toMatchObject({ available_slots: 1 });

      await signUp(`race-${round}-a@example.ch`);
      await signUp(`race-${round}-b@example.ch`);
      const [idA, idB] = await pendingIds(first);
      expect(idA && idB).toBeTruthy();

      const answers = await Promise.all([
        consolePost('/admin/waitlist?status=pending', first, { intent: 'decide', id: idA!, decision: 'accept' }),
        consolePost('/en/admin/waitlist?status=pending', second, { intent: 'decide', id: idB!, decision: 'accept' }),
      ]);
      const locations = answers.map((answer) => answer.headers.get('location') ?? '');
      expect(answers.map((answer) => answer.status)).toEqual([303, 303]);
      expect(locations.filter((location) => location.endsWith('notice=accepted'))).toHaveLength(1);
      const refused = locations.find((location) => location.endsWith('notice=tier_full'));
      expect(refused).toBeDefined();
      expect(await founders()).toMatchObject({ total_slots: total + 1, accepted_count: total + 1, available_slots: 0 });

      // The refused operator's page says why, in the language of their console.
      const session = refused!.startsWith('/en/') ? second : first;
      const page = parseHtml(await (await fetch(`${server().origin}${refused}`, { headers: { Cookie: session } })).text());
      expect(page.querySelector('[role="alert"]')?.text.trim()).toBe(
        translate(refused!.startsWith('/en/') ? 'en' : 'de', 'console.waitlist.notice.tierFull'),
      );
      // The entry that did not get the slot is still pending.
      expect(await pendingIds(first)).toHaveLength(1);
      await consolePost('/admin/waitlist', first, { intent: 'decide', id: (await pendingIds(first))[0]!, decision: 'decline' });
    }
  }, 120_000);

  it('never lowers a tier below its slots taken', async () => {
    const session = await sessionOf('first-operator@example.ch');
    const { accepted_count: taken, total_slots: total } = await founders();
    const refused = await consolePost('/admin/waitlist', session, { intent: 'slots', tier: 'founders_beta', slots: String(taken - 1) });
    expect(refused.headers.get('location')).toBe('/admin/waitlist?notice=slots_refused');
    expect(await founders()).toMatchObject({ total_slots: total, accepted_count: taken });
  });

  it('answers 404 to a post without a session and 403 to one from another site, and changes nothing', async () => {
    await signUp('unauthorised@example.ch', 'early_access');
    const session = await sessionOf('first-operator@example.ch');
    const [id] = await pendingIds(session, 'early_access');
    const before = await founders();
    const anonymous = await fetch(`${server().origin}/admin/waitlist`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: server().origin },
      body: new URLSearchParams({ intent: 'decide', id: id!, decision: 'decline' }),
    });
    expect(anonymous.status).toBe(404);
    const crossSite = await fetch(`${server().origin}/admin/waitlist`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: session, Origin: 'https://evil.example' },
      body: new URLSearchParams({ intent: 'slots', tier: 'founders_beta', slots: '99' }),
    });
    expect(crossSite.status).toBe(403);
    expect(await founders()).toEqual(before);
    expect(await pendingIds(session, 'early_access')).toContain(id);
  });
});
