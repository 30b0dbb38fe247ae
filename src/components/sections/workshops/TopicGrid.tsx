import { Card } from '#components/ui/Card.tsx';
import { Section } from '#components/ui/Section.tsx';
import type { WorkshopsContent } from './types.ts';

interface TopicGridProps {
  topics: WorkshopsContent['topics'];
}

/** spec §2 (Workshops): the six topic cards. */
export function TopicGrid({ topics }: TopicGridProps) {
  return (
    <Section id={topics.anchor} heading={topics.title} intro={topics.intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {topics.items.map((topic) => (
          <li key={topic.title}>
            <Card title={topic.title}>
              <p>{topic.text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
