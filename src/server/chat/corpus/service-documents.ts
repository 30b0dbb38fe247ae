import { pricesHeadingKey, servicePageSchema } from '#content/schemas.ts';
import type { Locale } from '#i18n/config.ts';
import { packageName, priceLabel } from '#lib/localize.ts';
import { translator } from '#i18n/translate.ts';
import { fillDeep } from '#content/model/localize-deep.ts';
import { SERVICE_SECTION_ANCHORS as ANCHORS, serviceQuestionAnchor } from '#content/model/service-sections.ts';
import { PAGE_PATHS, SERVICE_SLUGS, servicePath } from '#lib/routes.ts';
import { readPageCopy, readYaml } from './content-files.ts';
import { passage, type ChatDocument } from './document.ts';

/**
 * The six service pages, one passage per section with the section's anchor (ServiceBody.tsx).
 * The eight service-details files are left out: no page shows them, so there is nothing to link.
 */
export function serviceDocuments(locale: Locale): ChatDocument[] {
  const t = translator(locale);
  const { seo, intro } = readPageCopy('services', locale);
  const overview = passage(locale, { id: 'services', page: seo.title, path: PAGE_PATHS.services, text: [intro, seo.description] });
  const pages = SERVICE_SLUGS.flatMap((slug) => {
    const service = fillDeep(readYaml(servicePageSchema, 'services', locale, `${slug}.yaml`), locale);
    const path = servicePath(slug);
    const part = (anchor: string | undefined, section: string, text: string[], keywords?: string[]) =>
      passage(locale, { id: `services/${slug}${anchor ? `#${anchor}` : ''}`, page: service.title, section, path, anchor, text, keywords });
    return [
      part(undefined, service.title, [service.subtitle, service.intro, service.description], service.keywords),
      part(
        ANCHORS.features,
        t('service.features'),
        service.features.map((feature) => `${feature.title}: ${feature.description}`),
      ),
      part(
        ANCHORS.process,
        t('service.howItWorks'),
        service.process.map((step, index) => `${index + 1}. ${step.title}: ${step.description}`),
      ),
      part(ANCHORS.benefits, t('service.benefits'), [
        ...service.benefits,
        `${t('service.audience')}: ${service.targetAudience.join(', ')}`,
      ]),
      part(ANCHORS.prices, t(pricesHeadingKey(service)), [
        ...(service.pricing ? [service.pricing] : []),
        ...(service.packages ?? []).map(
          (item) => `${packageName(item.priceId, locale)} (${priceLabel(item.priceId, locale)}): ${item.description}`,
        ),
      ]),
      ...(service.additionalInfo?.items ?? []).map((item, index) => part(serviceQuestionAnchor(index), item.question, [item.answer])),
    ];
  });
  return [overview, ...pages];
}
