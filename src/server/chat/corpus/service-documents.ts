import { serviceSchema } from '../../../content/schemas.ts';
import type { Locale } from '../../../i18n/config.ts';
import { translate, translator } from '../../../i18n/translate.ts';
import { PRICES_CHF, PRICES_FROM, type PriceId } from '../../../lib/constants.ts';
import { formatChf } from '../../../lib/format.ts';
import { PAGE_PATHS, SERVICE_SLUGS, servicePath } from '../../../lib/routes.ts';
import { readPageCopy, readYaml } from './content-files.ts';
import { passage, type ChatDocument } from './document.ts';

/** As the service page shows a price (components/sections/services/ServiceBody.tsx). */
function priceLabel(id: PriceId, locale: Locale): string {
  const formatted = formatChf(PRICES_CHF[id], locale);
  return PRICES_FROM.has(id) ? translate(locale, 'service.priceFrom', { price: formatted }) : formatted;
}

/**
 * The six service pages, one passage per section with the section's anchor (ServiceBody.tsx).
 * The eight service-details files are left out: no page shows them, so there is nothing to link.
 */
export function serviceDocuments(locale: Locale): ChatDocument[] {
  const t = translator(locale);
  const { seo, intro } = readPageCopy('services', locale);
  const overview = passage(locale, { id: 'services', page: seo.title, path: PAGE_PATHS.services, text: [intro, seo.description] });
  const pages = SERVICE_SLUGS.flatMap((slug) => {
    const service = readYaml(serviceSchema, 'services', locale, `${slug}.yaml`);
    const path = servicePath(slug);
    const part = (id: string, section: string, anchor: string | undefined, text: string[], keywords?: string[]) =>
      passage(locale, { id: `services/${slug}${id}`, page: service.title, section, path, anchor, text, keywords });
    return [
      part('', service.title, undefined, [service.subtitle, service.intro, service.description], service.keywords),
      part('#features', t('service.features'), 'features', service.features.map((feature) => `${feature.title}: ${feature.description}`)),
      part('#ablauf', t('service.howItWorks'), 'ablauf', service.process.map((step, index) => `${index + 1}. ${step.title}: ${step.description}`)),
      part('#vorteile', t('service.benefits'), 'vorteile', [...service.benefits, `${t('service.audience')}: ${service.targetAudience.join(', ')}`]),
      ...(service.packages
        ? [part('#pakete', t('service.packages'), 'pakete', service.packages.map((item) => `${item.title} (${priceLabel(item.priceId, locale)}): ${item.description}`))]
        : []),
      ...(service.additionalInfo?.items ?? []).map((item, index) =>
        part(`#frage-${index + 1}`, item.question, `frage-${index + 1}`, [item.answer]),
      ),
    ];
  });
  return [overview, ...pages];
}
