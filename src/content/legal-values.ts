import siteConfig from '../../site.config.ts';

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
};

/** Fills {{placeholders}} (each value passed through `encode`); an unknown one fails the build rather than reaching a visitor. */
export function fillLegalPlaceholders(text: string, encode: (value: string) => string = (value) => value): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = legalValues[name];
    if (value === undefined) throw new Error(`Unknown placeholder {{${name}}} in a legal text`);
    return encode(value);
  });
}
