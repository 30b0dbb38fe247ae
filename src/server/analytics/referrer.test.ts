import { describe, expect, it } from 'vitest';
import { DIRECT } from '#lib/analytics.ts';
import { channelOf, referrerName } from './referrer.ts';

const OWN = new Set(['www.example.ch', 'example.ch']);
const named = (referer: string | undefined) => referrerName(referer, OWN);
/** The channel of a visitor who came from `referer` without a campaign. */
const channelFrom = (referer: string | undefined) => channelOf({ referrer: named(referer), medium: DIRECT, source: DIRECT });

describe('the place a visitor came from (decision 0048)', () => {
  it.each([
    ['https://mail.google.com/', 'Gmail'],
    ['https://mail.google.com/mail/u/0/', 'Gmail'],
    ['android-app://com.google.android.gm/', 'Gmail'],
    ['android-app://com.google.android.gm', 'Gmail'],
    ['https://outlook.live.com/', 'Outlook'],
    ['https://outlook.office.com/', 'Outlook'],
    ['https://outlook.office365.com/mail/', 'Outlook'],
    ['https://eur01.safelinks.protection.outlook.com/', 'Outlook'],
    ['https://navigator.gmx.net/', 'GMX'],
    ['https://deref-gmx.net/mail/client/x/dereferrer/', 'GMX'],
    ['https://web.de/', 'web.de'],
    ['https://deref-web.de/mail/client/x/dereferrer/', 'web.de'],
    ['https://sam.bluewin.ch/', 'Bluewin'],
    ['https://mail.yahoo.com/', 'Yahoo Mail'],
    ['https://de.mail.yahoo.com/', 'Yahoo Mail'],
    ['https://mail.proton.me/u/0/inbox', 'Proton Mail'],
    ['https://www.icloud.com/', 'iCloud Mail'],
    ['https://docs.google.com/document/d/1', 'Google Docs'],
    ['https://drive.google.com/', 'Google Docs'],
    ['https://sites.google.com/view/x', 'Google Docs'],
    ['https://chatgpt.com/', 'ChatGPT'],
    ['https://chat.openai.com/', 'ChatGPT'],
    ['https://www.perplexity.ai/', 'Perplexity'],
    ['https://claude.ai/', 'Claude'],
    ['https://gemini.google.com/', 'Gemini'],
    ['https://copilot.microsoft.com/', 'Copilot'],
    ['https://www.google.ch/search?q=kmu', 'Google'],
    ['https://www.google.co.uk/', 'Google'],
    ['android-app://com.google.android.googlequicksearchbox/', 'Google'],
    ['https://www.bing.com/', 'Bing'],
    ['https://ch.search.yahoo.com/', 'Yahoo'],
    ['https://duckduckgo.com/', 'DuckDuckGo'],
    ['https://www.linkedin.com/feed/', 'LinkedIn'],
    ['https://lnkd.in/abc', 'LinkedIn'],
    ['android-app://com.linkedin.android/', 'LinkedIn'],
    ['https://t.co/xyz', 'X'],
    ['https://www.bluewin.ch/de/news', 'bluewin.ch'],
    ['https://partner.example.org/links', 'partner.example.org'],
    ['https://www.Partner.example.org/', 'partner.example.org'],
  ])('%s is %s', (referer, name) => {
    expect(named(referer)).toBe(name);
  });

  it('no referrer, this site, or something that is no web address or app is direct', () => {
    for (const referer of [
      undefined,
      '',
      'https://www.example.ch/services',
      'https://example.ch/',
      'not a url',
      'file:///etc/passwd',
      'javascript:x',
    ])
      expect(named(referer), String(referer)).toBe(DIRECT);
  });
});

describe('the kind of place a visitor came from (decision 0048)', () => {
  it.each([
    ['https://mail.google.com/', 'email'],
    ['android-app://com.google.android.gm/', 'email'],
    ['https://outlook.office.com/', 'email'],
    ['https://navigator.gmx.net/', 'email'],
    ['https://web.de/', 'email'],
    ['https://sam.bluewin.ch/', 'email'],
    ['https://mail.yahoo.com/', 'email'],
    ['https://mail.proton.me/', 'email'],
    ['https://docs.google.com/document/d/1', 'website'],
    ['https://chatgpt.com/', 'ai'],
    ['https://www.perplexity.ai/', 'ai'],
    ['https://claude.ai/', 'ai'],
    ['https://gemini.google.com/', 'ai'],
    ['https://copilot.microsoft.com/', 'ai'],
    ['https://www.google.ch/', 'search'],
    ['https://www.bing.com/', 'search'],
    ['https://www.ecosia.org/', 'search'],
    ['https://www.linkedin.com/', 'social'],
    ['https://www.facebook.com/', 'social'],
    ['https://www.youtube.com/', 'social'],
    ['https://partner.example.org/', 'website'],
    ['https://www.example.ch/', 'direct'],
    [undefined, 'direct'],
  ] as const)('a visitor from %s came by %s', (referer, channel) => {
    expect(channelFrom(referer)).toBe(channel);
  });

  it('the campaign medium names the kind first, in the spellings tools use', () => {
    const byMedium = (medium: string, referrer = DIRECT) => channelOf({ referrer, medium, source: DIRECT });
    for (const medium of ['email', 'e-mail', 'newsletter']) expect(byMedium(medium), medium).toBe('email');
    for (const medium of ['social', 'social-media']) expect(byMedium(medium), medium).toBe('social');
    for (const medium of ['cpc', 'ppc', 'paidsearch', 'search']) expect(byMedium(medium), medium).toBe('search');
    // The firm's own label on its link wins over where the click came from.
    expect(byMedium('email', 'Google')).toBe('email');
    // A medium that names no kind leaves it to the referrer.
    expect(byMedium('spring-flyer', 'LinkedIn')).toBe('social');
    expect(byMedium('spring-flyer')).toBe('direct');
  });

  it("the firm's newsletter, opened in a mail program that sends no referrer, is e-mail", () => {
    expect(channelOf({ referrer: DIRECT, medium: 'email', source: 'newsletter' })).toBe('email');
    expect(channelOf({ referrer: DIRECT, medium: DIRECT, source: 'newsletter' })).toBe('email');
  });

  it('a source alone names the kind when nothing else does', () => {
    const bySource = (source: string) => channelOf({ referrer: DIRECT, medium: DIRECT, source });
    expect(bySource('linkedin')).toBe('social');
    expect(bySource('chatgpt.com')).toBe('ai');
    expect(bySource('google')).toBe('search');
    expect(bySource('gmail')).toBe('email');
    expect(bySource('spring-fair')).toBe('direct');
  });
});
