import { Accordion } from '../ui/Accordion.tsx';
import { Section } from '../ui/Section.tsx';

interface FaqAccordionSectionProps {
  /** Accordion group, unique on the page. */
  name: string;
  faq: { title: string; anchor: string; items: { question: string; answer: string; anchor: string }[] };
}

/** A page's FAQ band: one exclusive accordion of questions and answers. */
export function FaqAccordionSection({ name, faq }: FaqAccordionSectionProps) {
  const items = faq.items.map((item) => ({
    id: item.anchor,
    title: item.question,
    content: <p>{item.answer}</p>,
  }));
  return (
    <Section id={faq.anchor} heading={faq.title}>
      <div className="max-w-3xl">
        <Accordion name={name} items={items} />
      </div>
    </Section>
  );
}
