import { Card } from '#components/ui/Card.tsx';
import { Section } from '#components/ui/Section.tsx';
import type { HomeSectionProps } from './types.ts';

/** spec §2 Home: the 'Why' section with six cards. */
export function WhySection({ content }: HomeSectionProps<'why'>) {
  return (
    <Section id={content.anchor} heading={content.title} intro={content.intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {content.cards.map((card) => (
          <li key={card.icon}>
            <Card title={card.title} icon={card.icon}>
              <p>{card.text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
