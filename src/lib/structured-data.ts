import type { ContactPoint, Organization, Thing, WebSite, WithContext } from 'schema-dts';
import siteConfig from '#site.config.ts';
import { LOCALES, type Locale } from '../i18n/config.ts';
import { localizePath } from '../i18n/paths.ts';
import { translate } from '../i18n/translate.ts';
import { PAGE_PATHS } from './routes.ts';
import { ICONS } from './share/images.ts';

/** One node of a page's structured data, typed by the schema.org vocabulary (schema-dts). */
export type JsonLd = WithContext<Thing>;

export const SCHEMA_CONTEXT = 'https://schema.org' as const;

/** Serialises structured data for a <script type="application/ld+json"> without letting it close the tag. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

const organizationId = (origin: string): string => new URL('/#organization', origin).href;
const organizationUrl = (origin: string): string => new URL('/', origin).href;
const homeUrl = (locale: Locale, origin: string): string => new URL(localizePath(PAGE_PATHS.home, locale), origin).href;
/** The site in one language: the German and the English home page are each one WebSite. */
export const websiteId = (locale: Locale, origin: string): string => `${homeUrl(locale, origin)}#website`;

/** How other nodes name the operator: by the @id of its one full node, with what Google reads without resolving it. */
export function organizationReference(origin: string): Organization {
  return { '@type': 'Organization', '@id': organizationId(origin), name: siteConfig.companyName, url: organizationUrl(origin) };
}

/** Organization data carried by every page; its description is the footer's, in the page's language. */
export function organizationJsonLd(origin: string, locale: Locale): WithContext<Organization> {
  const { address } = siteConfig;
  const contactPoint: ContactPoint = {
    '@type': 'ContactPoint',
    contactType: 'customer service',
    email: siteConfig.email.contact,
    telephone: siteConfig.phone.e164,
    availableLanguage: [...LOCALES],
  };
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: siteConfig.companyName,
    legalName: siteConfig.legalEntity,
    url: organizationUrl(origin),
    // Google wants a raster logo of at least 112 px.
    logo: new URL(ICONS.app512.path, origin).href,
    email: siteConfig.email.contact,
    telephone: siteConfig.phone.e164,
    contactPoint,
    description: translate(locale, 'footer.description'),
    foundingDate: String(siteConfig.foundingYear),
    areaServed: 'CH',
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressCountry: address.countryCode,
    },
    sameAs: [siteConfig.linkedinUrl],
  };
}

/** The site in the page's language, published by the organisation; every page carries it once. */
export function websiteJsonLd(origin: string, locale: Locale): WithContext<WebSite> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebSite',
    '@id': websiteId(locale, origin),
    name: siteConfig.companyName,
    url: homeUrl(locale, origin),
    inLanguage: locale,
    publisher: { '@id': organizationId(origin) },
  };
}
