import type { AstroCookies } from 'astro';
import type { Locale } from '#i18n/config.ts';
import { localeOfPrefix, localizePath } from '#i18n/paths.ts';
import { translator, type Translate } from '#i18n/translate.ts';
import { signedInOperator, type SignedInOperator } from '../access/console-guard.ts';

/**
 * Who may see a console page, in which language: the signed-in operator, the language of the address
 * with its `t` and localized paths – or undefined, and the page answers 404 like any unknown address.
 */
export async function consolePage(context: {
  params: Record<string, string | undefined>;
  request: Request;
  cookies: AstroCookies;
}): Promise<{ locale: Locale; operator: SignedInOperator; t: Translate; href: (path: string) => string } | undefined> {
  const locale = localeOfPrefix(context.params.locale);
  const operator = await signedInOperator(context);
  if (!locale || !operator) return undefined;
  return { locale, operator, t: translator(locale), href: (path) => localizePath(path, locale) };
}
