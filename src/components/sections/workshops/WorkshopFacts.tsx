import type { Locale } from '../../../i18n/config.ts';
import { pick, pickList } from '../../../i18n/localize.ts';
import type { Localized, LocalizedList } from '../../../content/schemas.ts';
import { Section } from '../../ui/Section.tsx';
import { CheckList } from './CheckList.tsx';
import type { WorkshopsContent } from './types.ts';

interface WorkshopFactsProps {
  locale: Locale;
  content: Pick<WorkshopsContent, 'deliverables' | 'targetGroups' | 'prerequisites' | 'languages'>;
}

interface FactList {
  id: string;
  title: Localized;
  items: LocalizedList;
}

/** spec §2 (Workshops): deliverables, target groups, prerequisites and languages, each a titled list. */
export function WorkshopFacts({ locale, content }: WorkshopFactsProps) {
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
              {pick(list.title, locale)}
            </h2>
            <CheckList items={pickList(list.items, locale)} className="mt-4" />
          </section>
        ))}
      </div>
    </Section>
  );
}
