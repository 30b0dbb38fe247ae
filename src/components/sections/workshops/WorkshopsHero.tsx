import { ButtonLink } from '#components/ui/ButtonLink.tsx';
import type { WorkshopsContent } from './types.ts';

interface WorkshopsHeroProps {
  hero: WorkshopsContent['hero'];
  /** Ids of the sections the two buttons scroll to (spec §2: contact block and rollout plan). */
  contactId: string;
  agendaId: string;
}

/** spec §2 (Workshops): the page's h1 with 'Workshop anfragen' and 'Agenda ansehen'. */
export function WorkshopsHero({ hero, contactId, agendaId }: WorkshopsHeroProps) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{hero.eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-3xl font-bold tracking-tight text-ink sm:text-5xl">{hero.title}</h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-700">{hero.subtitle}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href={`#${contactId}`}>{hero.request}</ButtonLink>
          <ButtonLink href={`#${agendaId}`} variant="secondary">
            {hero.agenda}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
