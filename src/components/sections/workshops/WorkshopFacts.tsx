import { Section } from '../../ui/Section.tsx';
import { CheckList } from './CheckList.tsx';
import type { WorkshopsContent } from './types.ts';

interface WorkshopFactsProps {
  content: Pick<WorkshopsContent, 'deliverables' | 'targetGroups' | 'prerequisites' | 'languages'>;
}

interface FactList {
  id: string;
  title: string;
  items: string[];
}

/** spec §2 (Workshops): deliverables, target groups, prerequisites and languages, each a titled list. */
export function WorkshopFacts({ content }: WorkshopFactsProps) {
  const lists: FactList[] = [
    { id: 'ergebnisse', ...content.deliverables },
    { id: 'zielgruppen', ...content.targetGroups },
    { id: 'voraussetzungen', ...content.prerequisites },
    { id: 'sprachen', ...content.languages },
  ];
  return (
    <Section tone="blue">
      <div className="grid gap-6 md:grid-cols-2">
        {lists.map((list) => (
          <section
            key={list.id}
            aria-labelledby={`${list.id}-heading`}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id={`${list.id}-heading`} className="text-xl font-bold text-ink">
              {list.title}
            </h2>
            <CheckList items={list.items} className="mt-4" />
          </section>
        ))}
      </div>
    </Section>
  );
}
