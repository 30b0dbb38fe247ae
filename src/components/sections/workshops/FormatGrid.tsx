import { Card } from '#components/ui/Card.tsx';
import { Section } from '#components/ui/Section.tsx';
import { CheckList } from './CheckList.tsx';
import type { WorkshopsContent } from './types.ts';

interface FormatGridProps {
  formats: WorkshopsContent['formats'];
}

/** spec §2 (Workshops): the four delivery formats, each with its features. */
export function FormatGrid({ formats }: FormatGridProps) {
  return (
    <Section id={formats.anchor} tone="blue" heading={formats.title} intro={formats.intro}>
      <ul className="grid gap-6 md:grid-cols-2">
        {formats.items.map((format) => (
          <li key={format.title}>
            <Card title={format.title}>
              <p>{format.description}</p>
              <CheckList items={format.features} className="mt-4" />
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
