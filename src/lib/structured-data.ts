import siteConfig from '../../site.config.ts';
import { ICONS } from './share/images.ts';

export type JsonLd = Record<string, unknown> & { '@type': string };

/** Serialises structured data for a <script type="application/ld+json"> without letting it close the tag. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
}

/** Organization data carried by every page. */
export function organizationJsonLd(origin: string): JsonLd {
  const { address } = siteConfig;
  return {
    '@type': 'Organization',
    '@id': new URL('/#organization', origin).href,
    name: siteConfig.companyName,
    legalName: siteConfig.legalEntity,
    url: new URL('/', origin).href,
    // Google wants a raster logo of at least 112 px.
    logo: new URL(ICONS.app512.path, origin).href,
    email: siteConfig.email.contact,
    telephone: siteConfig.phone.e164,
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
