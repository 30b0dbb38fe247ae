import type { Locale } from '../../i18n/config.ts';
import { pick } from '../../i18n/localize.ts';
import type { Localized } from '../../content/schemas.ts';
import { Accordion } from '../ui/Accordion.tsx';
import { Section } from '../ui/Section.tsx';

interface FaqAccordionSectionProps {
  locale: Locale;
  /** Accordion group and id prefix, unique on the page. */
  name: string;
  faq: { title: Localized; items: { question: Localized; answer: Localized }[] };
}

/** A page's FAQ band: one exclusive accordion of questions and answers. */
export function FaqAccordionSection({ locale, name, faq }: FaqAccordionSectionProps) {
  const items = faq.items.map((item, index) => ({
    id: `${name}-${index + 1}`,
    title: pick(item.question, locale),
    content: <p>{pick(item.answer, locale)}</p>,
  }));
  return (
    <Section id="fragen" heading={pick(faq.title, locale)}>
      <div className="max-w-3xl">
        <Accordion name={name} items={items} />
      </div>
    </Section>
  );
}
