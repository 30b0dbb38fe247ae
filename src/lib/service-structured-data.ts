import type { Offer, Service, WithContext } from 'schema-dts';
import type { Locale } from '../i18n/config.ts';
import { packageName } from './localize.ts';
import { PRICES_CHF, PRICES_FROM, type PriceId } from './constants.ts';
import { organizationReference, SCHEMA_CONTEXT } from './structured-data.ts';

interface ServiceFacts {
  name: string;
  description: string;
  url: string;
  locale: Locale;
  /** The packages the page shows with their prices, in its order; none where the page only explains pricing. */
  packages: readonly { priceId: PriceId; description: string }[];
}

/**
 * A package as the page shows it. A price that starts at a value ("from CHF 2'390") is a price
 * specification whose lowest price is that value (decision 0017).
 */
function packageOffer(item: ServiceFacts['packages'][number], service: ServiceFacts): Offer {
  const price = PRICES_CHF[item.priceId];
  return {
    '@type': 'Offer',
    name: packageName(item.priceId, service.locale),
    description: item.description,
    url: service.url,
    priceCurrency: 'CHF',
    price,
    ...(PRICES_FROM.has(item.priceId) && {
      priceSpecification: { '@type': 'PriceSpecification', price, minPrice: price, priceCurrency: 'CHF' },
    }),
  };
}

/** spec §2: Service structured data; its offers are the packages the page shows (decision 0017 replaces §9's one range). */
export function serviceJsonLd(service: ServiceFacts, origin: string): WithContext<Service> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Service',
    name: service.name,
    description: service.description,
    url: service.url,
    areaServed: { '@type': 'Country', name: 'Switzerland' },
    provider: organizationReference(origin),
    ...(service.packages.length > 0 && { offers: service.packages.map((item) => packageOffer(item, service)) }),
  };
}
