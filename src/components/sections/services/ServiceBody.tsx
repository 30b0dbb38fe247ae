import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/translate.ts';
import { packageName, priceLabel } from '#lib/localize.ts';
import { SERVICE_SECTION_ANCHORS, serviceQuestionAnchor } from '#content/model/service-sections.ts';
import { pricesHeadingKey, type ServiceData } from '#content/schemas.ts';
import { Accordion } from '#components/ui/Accordion.tsx';
import { Card } from '#components/ui/Card.tsx';
import { Icon } from '#components/ui/icons.tsx';
import { Section } from '#components/ui/Section.tsx';

interface ServiceBodyProps {
  locale: Locale;
  service: ServiceData;
}

/** spec §2: features, numbered steps, benefits, audience, packages and prices, and the optional additional info. */
export function ServiceBody({ locale, service }: ServiceBodyProps) {
  const t = translator(locale);
  return (
    <>
      <Section id={SERVICE_SECTION_ANCHORS.features} heading={t('service.features')}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {service.features.map((feature) => (
            <li key={feature.title}>
              <Card title={feature.title}>{feature.description}</Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section id={SERVICE_SECTION_ANCHORS.process} tone="blue" heading={t('service.howItWorks')}>
        <ol className="grid gap-6 md:grid-cols-3">
          {service.process.map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm">
              <span
                className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-800 font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id={SERVICE_SECTION_ANCHORS.benefits} heading={t('service.benefits')}>
        <div className="grid gap-10 lg:grid-cols-2">
          <ul className="space-y-3">
            {service.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-3 text-slate-800">
                <Icon name="check" className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
                {benefit}
              </li>
            ))}
          </ul>
          <div className="rounded-2xl bg-brand-50 p-6">
            <h3 className="text-xl font-semibold text-ink">{t('service.audience')}</h3>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-800">
              {service.targetAudience.map((audience) => (
                <li key={audience}>{audience}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <Section id={SERVICE_SECTION_ANCHORS.prices} tone="blue" heading={t(pricesHeadingKey(service))}>
        {service.pricing && <p className="mb-8 max-w-3xl text-lg text-slate-800">{service.pricing}</p>}
        {service.packages && (
          <ul className="grid gap-6 md:grid-cols-3">
            {service.packages.map((item) => (
              <li key={item.priceId}>
                <Card
                  title={packageName(item.priceId, locale)}
                  footer={<p className="text-2xl font-bold text-brand-900">{priceLabel(item.priceId, locale)}</p>}
                >
                  {item.description}
                </Card>
              </li>
            ))}
          </ul>
        )}
      </Section>
      {service.additionalInfo && (
        <Section id={SERVICE_SECTION_ANCHORS.questions} heading={service.additionalInfo.title}>
          <Accordion
            name={`service-${service.slug}`}
            items={service.additionalInfo.items.map((item, index) => ({
              id: serviceQuestionAnchor(index),
              title: item.question,
              content: <p>{item.answer}</p>,
            }))}
          />
        </Section>
      )}
    </>
  );
}
