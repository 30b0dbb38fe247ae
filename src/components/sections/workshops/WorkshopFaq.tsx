import type { Locale } from '../../../i18n/config.ts';
import { pick } from '../../../i18n/localize.ts';
import { Accordion } from '../../ui/Accordion.tsx';
import { Section } from '../../ui/Section.tsx';
import type { WorkshopsContent } from './types.ts';

interface WorkshopFaqProps {
  locale: Locale;
  faq: WorkshopsContent['faq'];
}

/** spec §2 (Workshops): the FAQ accordion. */
export function WorkshopFaq({ locale, faq }: WorkshopFaqProps) {
  const items = faq.items.map((item, index) => ({
    id: `workshop-faq-${index + 1}`,
    title: pick(item.question, locale),
    content: <p>{pick(item.answer, locale)}</p>,
  }));
  return (
    <Section id="fragen" heading={pick(faq.title, locale)}>
      <div className="max-w-3xl">
        <Accordion name="workshop-faq" items={items} />
      </div>
    </Section>
  );
}
