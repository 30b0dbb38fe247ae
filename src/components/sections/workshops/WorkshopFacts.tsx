import { Section } from '#components/ui/Section.tsx';
import { CheckList } from './CheckList.tsx';
import type { WorkshopsContent } from './types.ts';

interface WorkshopFactsProps {
  content: Pick<WorkshopsContent, 'deliverables' | 'targetGroups' | 'prerequisites' | 'languages'>;
}

/** spec §2 (Workshops): deliverables, target groups, prerequisites and languages, each a titled list. */
export function WorkshopFacts({ content }: WorkshopFactsProps) {
  const lists = [content.deliverables, content.targetGroups, content.prerequisites, content.languages];
  return (
    <Section tone="blue">
      <div className="grid gap-6 md:grid-cols-2">
        {lists.map((list) => (
          <section key={list.anchor} aria-labelledby={list.anchor} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id={list.anchor} className="text-xl font-bold text-ink">
              {list.title}
            </h2>
            <CheckList items={list.items} className="mt-4" />
          </section>
        ))}
      </div>
    </Section>
  );
}
