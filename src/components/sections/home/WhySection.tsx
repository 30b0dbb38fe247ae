import { pick } from '../../../i18n/localize.ts';
import { Card } from '../../ui/Card.tsx';
import { Section } from '../../ui/Section.tsx';
import type { HomeSectionProps } from './types.ts';

/** spec §2 Home: the 'Why' section with six cards. */
export function WhySection({ locale, content }: HomeSectionProps<'why'>) {
  return (
    <Section id="why" heading={pick(content.title, locale)} intro={pick(content.intro, locale)}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {content.cards.map((card) => (
          <li key={card.icon}>
            <Card title={pick(card.title, locale)} icon={card.icon}>
              <p>{pick(card.text, locale)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
