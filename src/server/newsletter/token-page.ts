import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/translate.ts';
import { database } from '../db/instance.ts';
import { confirmSubscription } from './newsletter.service.ts';

export type TokenPageAction = 'confirm' | 'unsubscribe';

/** What the page of a newsletter link shows, and its status: 400 for a link that no longer works. */
export interface TokenPage {
  heading: string;
  text: string;
  status: 200 | 400;
  /** The unsubscribe page asks first: a form that posts the token, and the campaign whose mail's link it was (issue 30). */
  form?: { token: string; campaign?: string };
}

/**
 * The double opt-in confirmation (/newsletter/confirm?token=…) and the unsubscribe page
 * (/newsletter/unsubscribe?token=…[&campaign=…]), in both languages: confirming happens on the visit, unsubscribing
 * after the visitor's click (mail scanners follow links).
 */
export async function tokenPage(action: TokenPageAction, locale: Locale, query: URLSearchParams): Promise<TokenPage> {
  const t = translator(locale);
  const token = query.get('token') ?? '';
  if (action === 'confirm') {
    const confirmed = token !== '' && (await confirmSubscription((await database()).db, token));
    const text = confirmed ? t('newsletter.confirm.success') : t('newsletter.confirm.invalid');
    return { heading: t('newsletter.confirm.title'), text, status: confirmed ? 200 : 400 };
  }
  const heading = t('newsletter.unsubscribe.title');
  const result = query.get('result');
  if (result === 'done') return { heading, text: t('newsletter.unsubscribe.success'), status: 200 };
  if (result === 'invalid' || token === '') return { heading, text: t('newsletter.unsubscribe.invalid'), status: 400 };
  const campaign = query.get('campaign');
  return { heading, text: t('newsletter.unsubscribe.question'), status: 200, form: { token, ...(campaign ? { campaign } : {}) } };
}
