import type { Locale } from '../../../i18n/config.ts';
import { pick } from '../../../i18n/localize.ts';
import { Card } from '../../ui/Card.tsx';
import { Section } from '../../ui/Section.tsx';
import type { WorkshopsContent } from './types.ts';

interface TopicGridProps {
  locale: Locale;
  topics: WorkshopsContent['topics'];
}

/** spec §2 (Workshops): the six topic cards. */
export function TopicGrid({ locale, topics }: TopicGridProps) {
  return (
    <Section id="themen" heading={pick(topics.title, locale)} intro={pick(topics.intro, locale)}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {topics.items.map((topic) => (
          <li key={topic.title.de}>
            <Card title={pick(topic.title, locale)}>
              <p>{pick(topic.text, locale)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
