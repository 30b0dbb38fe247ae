import { describe, expect, it } from 'vitest';
import { localizePath } from '#i18n/paths.ts';
import { translate } from '#i18n/translate.ts';
import { TEST_ENGINES } from '../setup/database.ts';
import { useBuiltServer } from '../setup/engine-server.ts';
import { rawRequest } from '../setup/raw-request.ts';

// No answer of the site sends a visitor elsewhere, and no other origin passes for this one.
describe.each(TEST_ENGINES)('redirects and origins on $name', (engine) => {
  const server = useBuiltServer(engine, { RATE_LIMIT_NEWSLETTER: '100/60', RATE_LIMIT_CONTACT: '100/60' });

  const subscribeFrom = (referer: string) =>
    fetch(`${server().origin}/api/newsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Referer: referer },
      body: new URLSearchParams({ email: 'redirect@example.ch', lang: 'en' }),
      redirect: 'manual',
    });
  const formPage = `${localizePath('/', 'en')}?newsletter=sent#footer-newsletter`;

  describe('a plain form post to /api/newsletter', () => {
    it.each([
      ['a path that starts with //', (origin: string) => `${origin}//evil.example/x`],
      ['a path that starts with /\\', (origin: string) => `${origin}/\\evil.example/x`],
      ['a page of another origin', () => 'https://evil.example/en/blog'],
      ['no address at all', () => 'not a referer'],
    ])("goes back to the form's page, never off the site, for a Referer with %s", async (_, referer) => {
      const answer = await subscribeFrom(referer(server().origin));
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(formPage);
    });

    it('goes back to the page it was sent from, on this site', async () => {
      const answer = await subscribeFrom(`${server().origin}/en/blog?tag=ai`);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe('/en/blog?newsletter=sent#footer-newsletter');
    });
  });

  describe('the origin check', () => {
    const contact = (headers: Record<string, string>) =>
      rawRequest(server().origin, '/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ name: 'Anna Muster', email: 'anna@example.ch', message: 'Bitte rufen Sie mich zurück.', lang: 'en' }),
      });

    it('refuses a post whose Origin only matches the Host it was sent to (DNS rebinding)', async () => {
      const answer = await contact({ Host: 'evil.example', Origin: 'http://evil.example', Referer: 'http://evil.example/en/contact' });
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toEqual({ success: false, message: translate('en', 'api.crossSite'), code: 'cross_site' });
    });

    it('takes a post from the configured origins, and one without Origin from a client that is no browser', async () => {
      expect((await contact({ Origin: server().origin })).status).toBe(200);
      expect((await contact({ Host: 'evil.example' })).status).toBe(200);
    });
  });
});
