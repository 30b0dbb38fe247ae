import siteConfig from '../../site.config.ts';
import { unbreakable } from '../lib/format.ts';

/** The operator facts the legal texts name as {{placeholders}}, all from site.config.ts. */
const legalValues: Record<string, string> = {
  companyName: siteConfig.companyName,
  legalEntity: siteConfig.legalEntity,
  uid: siteConfig.uid,
  soleProprietorship: siteConfig.soleProprietorship,
  responsiblePerson: siteConfig.responsiblePerson,
  street: siteConfig.address.street,
  postalCode: siteConfig.address.postalCode,
  city: siteConfig.address.city,
  country: siteConfig.address.country,
  contactEmail: siteConfig.email.contact,
  privacyEmail: siteConfig.email.privacy,
  phone: siteConfig.phone.display,
  /** The number as a link's text: kept on one line (a break inside a phone number misleads). */
  phoneLinkText: unbreakable(siteConfig.phone.display),
  phoneE164: siteConfig.phone.e164,
};

/**
 * Fills {{placeholders}} (each value passed through `encode`); an unknown one fails the build rather than
 * reaching a visitor. In a link's address the Markdown renderer has percent-encoded the braces
 * (`mailto:%7B%7BcontactEmail%7D%7D`): those are filled too.
 */
export function fillLegalPlaceholders(text: string, encode: (value: string) => string = (value) => value): string {
  return text.replace(/(?:\{\{|%7B%7B)(\w+)(?:\}\}|%7D%7D)/gi, (_, name: string) => {
    const value = legalValues[name];
    if (value === undefined) throw new Error(`Unknown placeholder {{${name}}} in a legal text`);
    return encode(value);
  });
}
