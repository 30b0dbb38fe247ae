import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import siteConfig from '#site.config.ts';
import type { Locale } from '#i18n/config.ts';
import { translate } from '#i18n/console-translate.ts';
import { parseHtml } from '#tests/setup/html.ts';
import { parseMail } from '#tests/setup/parsed-mail.ts';
import { env } from '../env.ts';
import { REPLY_ADDRESS } from '../mail/reply-address.ts';
import { fileSender } from '../mail/transport.ts';
import { unsubscribeToken } from '../newsletter/tokens.ts';
import { listIdFor, renderCampaignMail, renderCampaignTemplate, unsubscribeLinks } from './campaign-mail.ts';

const CAMPAIGN_ID = '0b5a3c1e-8a4f-4f4e-9c1d-2a6b7c8d9e0f';
const subscription = { id: '5f0c2d9e-1b3a-4c5d-8e7f-9a0b1c2d3e4f', consentAt: new Date('2026-11-01T09:30:00Z') };

const body = (words: { heading: string; link: string }) => `Guten Tag

## ${words.heading}

- Belege erfassen
- Bank abgleichen

1. zuerst
2. danach

Mehr dazu im [${words.link}](https://example.ch/blog/belege?from=mail&step=2).

> Ein Zitat.

| Paket | Preis |
| :--- | ---: |
| Basis | CHF 2'390 |

Befehl: \`npm run build\`

<script>alert('script')</script>
<img src="https://tracker.example/pixel.gif" alt="">
<style>body { display: none }</style>
<a href="javascript:alert('href')">verlockend</a>
`;

const campaign = {
  subjectDe: 'Neues aus der Finanzautomation',
  bodyDe: body({ heading: 'Was ist neu?', link: 'Blog' }),
  subjectEn: 'News from finance automation',
  bodyEn: body({ heading: "What's new?", link: 'blog' }),
};

const countryName = (locale: Locale) => ({ de: 'Schweiz', en: 'Switzerland' })[locale];
// The domain of the sender's address (site.config.ts: "Name <no-reply@example.ch>").
const senderDomain = /@([\w.-]+)>?$/.exec(siteConfig.email.from)![1]!;

describe.each(['de', 'en'] as const)('the campaign mail in %s', (locale) => {
  const links = unsubscribeLinks(subscription, locale, CAMPAIGN_ID);
  const rendered = renderCampaignMail({ campaign, locale, unsubscribeUrl: links.page, oneClickUrl: links.oneClick });

  it('has the subject of its language and the Markdown’s structure as HTML', async () => {
    const mail = await rendered;
    expect(mail.subject).toBe(locale === 'de' ? campaign.subjectDe : campaign.subjectEn);
    const document = parseHtml(mail.html);
    expect(document.querySelector('html')?.getAttribute('lang')).toBe(locale);
    expect(document.querySelector('title')?.text).toBe(mail.subject);
    expect(document.querySelector('h2')?.text).toBe(locale === 'de' ? 'Was ist neu?' : "What's new?");
    expect(document.querySelectorAll('ul > li').map((item) => item.text)).toEqual(['Belege erfassen', 'Bank abgleichen']);
    expect(document.querySelectorAll('ol > li').map((item) => item.text)).toEqual(['zuerst', 'danach']);
    const link = document.querySelector('a[href^="https://example.ch/blog/"]');
    expect(link?.getAttribute('href')).toBe('https://example.ch/blog/belege?from=mail&step=2');
    expect(link?.text).toBe(locale === 'de' ? 'Blog' : 'blog');
    expect(document.querySelector('blockquote')?.text.trim()).toBe('Ein Zitat.');
    expect(document.querySelectorAll('table[data-content-table] th').map((cell) => cell.text)).toEqual(['Paket', 'Preis']);
    expect(document.querySelectorAll('table[data-content-table] td').map((cell) => cell.getAttribute('align'))).toEqual(['left', 'right']);
    expect(document.querySelector('code')?.text).toBe('npm run build');
  });

  it('keeps no script, image, style or script link of the Markdown, in either part', async () => {
    const mail = await rendered;
    expect(mail.html).not.toMatch(/<(script|img|style|iframe)\b/i);
    expect(mail.html).not.toMatch(/javascript:|tracker\.example|alert\(/);
    expect(mail.text).not.toMatch(/javascript:|tracker\.example|alert\(|display: none/);
  });

  it('names the sender with its legal entity and postal address, and why the mail came, in both parts', async () => {
    const mail = await rendered;
    const { street, postalCode, city } = siteConfig.address;
    const sender = translate(locale, 'mail.footer', {
      company: siteConfig.companyName,
      legalEntity: siteConfig.legalEntity,
      address: `${street}, ${postalCode} ${city}, ${countryName(locale)}`,
    });
    const reason = translate(locale, 'newsletter.campaignMail.reason', {
      company: siteConfig.companyName,
      site: new URL(env().SITE_URL).host,
    });
    const footer = parseHtml(mail.html)
      .querySelectorAll('p')
      .map((paragraph) => paragraph.text);
    expect(footer).toContain(sender);
    expect(footer).toContain(reason);
    expect(mail.text).toContain(sender);
    expect(mail.text).toContain(reason);
    expect(sender).toContain(siteConfig.legalEntity);
  });

  it('links to the unsubscribe page in the subscriber’s language, in both parts', async () => {
    const mail = await rendered;
    const page = new URL(links.page);
    expect(page.origin).toBe(new URL(env().SITE_URL).origin);
    expect(page.pathname).toBe(locale === 'de' ? '/newsletter/unsubscribe' : '/en/newsletter/unsubscribe');
    expect(Object.fromEntries(page.searchParams)).toEqual({ token: unsubscribeToken(subscription), campaign: CAMPAIGN_ID });
    const label = translate(locale, 'newsletter.campaignMail.unsubscribe');
    const anchor = parseHtml(mail.html)
      .querySelectorAll('a')
      .find((element) => element.text === label);
    expect(anchor?.getAttribute('href')).toBe(links.page);
    expect(mail.html).toContain(`href="${links.page.replaceAll('&', '&amp;')}"`);
    expect(mail.text).toContain(`${label} <${links.page}>`);
  });

  it('carries the one-click and list headers exactly', async () => {
    const oneClick = new URL(links.oneClick);
    expect(oneClick.pathname).toBe('/api/newsletter/unsubscribe');
    expect(Object.fromEntries(oneClick.searchParams)).toEqual({ token: unsubscribeToken(subscription), campaign: CAMPAIGN_ID });
    expect((await rendered).headers).toEqual({
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': `${siteConfig.companyName} Newsletter <newsletter.${senderDomain}>`,
    });
  });

  it('goes out with those headers as written, and reads in a mail program as rendered (the file mailer’s .eml)', async () => {
    const mail = await rendered;
    const directory = await mkdtemp(path.join(tmpdir(), 'campaign-mail-'));
    try {
      const { location } = await fileSender(directory)({ id: randomUUID(), to: 'leser@example.com', ...mail });
      const raw = await readFile(location, 'utf8');
      const head = `\n${raw.slice(0, raw.indexOf('\n\n')).replace(/\n[ \t]+/g, ' ')}\n`;
      expect(head).toContain(`\nList-Unsubscribe: <${links.oneClick}>\n`);
      expect(head).toContain('\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\n');
      expect(head).toContain(`\nList-ID: ${siteConfig.companyName} Newsletter <newsletter.${senderDomain}>\n`);
      // Answers go to the firm, not to the no-reply sender (decision 0046).
      expect(head).toContain(`\nReply-To: ${REPLY_ADDRESS}\n`);
      expect(siteConfig.email.from).not.toContain(REPLY_ADDRESS);
      const read = await parseMail(raw);
      expect(read.subject).toBe(mail.subject);
      expect(read.text.trim()).toBe(mail.text.trim());
      expect(read.html.trim()).toBe(mail.html);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('reads on its own as plain text: links written out, headings as written, the table as a grid', async () => {
    const { text } = await rendered;
    expect(text).toContain(`${locale === 'de' ? 'Blog' : 'blog'} <https://example.ch/blog/belege?from=mail&step=2>`);
    expect(text).toContain(locale === 'de' ? '\nWas ist neu?\n' : "\nWhat's new?\n");
    expect(text).toMatch(/^ \* Belege erfassen$/m);
    expect(text).toMatch(/^ 1\. zuerst$/m);
    expect(text).toMatch(/^> Ein Zitat\.$/m);
    expect(text).toMatch(/^Basis +CHF 2'390$/m);
    expect(text).not.toMatch(/<\/?(p|a|div|span|table|td|h[1-6]|ul|li)\b/);
  });
});

describe('a campaign mail with an image and headings', () => {
  const text = {
    subjectDe: 'Jahresabschluss',
    bodyDe: '## Jahresabschluss ohne Stress\n\nLiebe Leserinnen und Leser\n\n![Grafik](https://example.ch/a.png)\n\nDer Abschluss naht.',
    subjectEn: '',
    bodyEn: '',
  };

  it('leaves no blank lines where the image was dropped, and previews its blocks as sentences', async () => {
    const links = unsubscribeLinks(subscription, 'de', CAMPAIGN_ID);
    const mail = await renderCampaignMail({ campaign: text, locale: 'de', unsubscribeUrl: links.page, oneClickUrl: links.oneClick });
    expect(mail.text).toContain('Liebe Leserinnen und Leser\n\nDer Abschluss naht.');
    expect(mail.text).not.toMatch(/\n[ \t]*\n[ \t]*\n/);
    expect(
      parseHtml(mail.html)
        .querySelectorAll('p')
        .filter((paragraph) => paragraph.text.trim() === ''),
    ).toHaveLength(0);
    expect(mail.html).toContain('Jahresabschluss ohne Stress. Liebe Leserinnen und Leser. Der Abschluss naht.');
  });
});

describe('a campaign mail template', () => {
  const first = {
    page: 'https://www.example.ch/newsletter/unsubscribe?token=AAA&campaign=1',
    oneClick: 'https://www.example.ch/api/o?token=AAA',
  };
  // `$&` and `$1` would be patterns in a replacement string: an address is put in as it is.
  const second = {
    page: 'https://www.example.ch/newsletter/unsubscribe?token=B$&B$1',
    oneClick: 'https://www.example.ch/api/o?token=B$&B',
  };

  it('is rendered once and gives each recipient their own links, unescaped in the text, escaped in the HTML', async () => {
    const template = await renderCampaignTemplate(campaign, 'de');
    const [one, two] = [template(first), template(second)];
    expect(one.text).toContain(`<${first.page}>`);
    expect(one.html).toContain('href="https://www.example.ch/newsletter/unsubscribe?token=AAA&amp;campaign=1"');
    expect(two.text).toContain(`<${second.page}>`);
    expect(two.html).toContain('href="https://www.example.ch/newsletter/unsubscribe?token=B$&amp;B$1"');
    expect(two.headers['List-Unsubscribe']).toBe(`<${second.oneClick}>`);
    for (const mail of [one, two]) expect(`${mail.html}${mail.text}`).not.toContain('.invalid');
    expect(one.html.replace(/token=AAA&amp;campaign=1/g, '')).toBe(two.html.replace(/token=B\$&amp;B\$1/g, ''));
  });

  it('makes a recipient’s mail by replacement alone, far faster than 200 mails a second', async () => {
    const template = await renderCampaignTemplate(campaign, 'en');
    const started = performance.now();
    for (let index = 0; index < 2000; index += 1) template({ page: `${first.page}${index}`, oneClick: `${first.oneClick}${index}` });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('is a test send’s mail when given its recipient: the subject and the footer say so', async () => {
    const mail = (await renderCampaignTemplate(campaign, 'en', { testRecipient: 'operator@example.ch' }))(first);
    expect(mail.subject).toBe(`[Test] ${campaign.subjectEn}`);
    const note = translate('en', 'newsletter.campaignMail.testNote', { email: 'operator@example.ch' });
    expect(mail.text).toContain(note);
    expect(
      parseHtml(mail.html)
        .querySelectorAll('p')
        .map((paragraph) => paragraph.text),
    ).toContain(note);
  });

  it('names its list in plain words that no mail program has to decode, whatever the company’s name', async () => {
    expect(listIdFor('Müller & Söhne, Zürich', 'Müller <Post@Example.CH>')).toBe(
      'Muller & Sohne Zurich Newsletter <newsletter.example.ch>',
    );
    expect(listIdFor('"Quoted" (Name) <AG>', 'no-reply@example.ch')).toBe('Quoted Name AG Newsletter <newsletter.example.ch>');
    expect(listIdFor('Grossmann & Strauß', 'x@example.ch')).toBe('Grossmann & Strauss Newsletter <newsletter.example.ch>');
  });

  it('refuses a language the campaign is not written in', async () => {
    await expect(renderCampaignTemplate({ ...campaign, subjectEn: null, bodyEn: null }, 'en')).rejects.toThrow(/no en version/);
  });
});
