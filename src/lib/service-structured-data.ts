import siteConfig from '../../site.config.ts';
import { OFFER_RANGE_CHF } from './constants.ts';
import type { JsonLd } from './structured-data.ts';

/** spec §2/§9: Service structured data with the offer range 390–2390 CHF. */
export function serviceJsonLd(service: { name: string; description: string; url: string; language: string }, origin: string): JsonLd {
  return {
    '@type': 'Service',
    name: service.name,
    description: service.description,
    url: service.url,
    inLanguage: service.language,
    areaServed: { '@type': 'Country', name: 'Switzerland' },
    provider: { '@type': 'Organization', '@id': new URL('/#organization', origin).href, name: siteConfig.companyName },
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'CHF',
      lowPrice: OFFER_RANGE_CHF.low,
      highPrice: OFFER_RANGE_CHF.high,
    },
  };
}

/** BreadcrumbList from the home page down to the current page. */
export function breadcrumbJsonLd(trail: { name: string; url: string }[]): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}
