import { Section } from '#components/ui/Section.tsx';
import type { HomeSectionProps } from './types.ts';

/** spec §2 Home: anonymised case studies – sector, title, starting point and result. */
export function ProjectsSection({ content }: HomeSectionProps<'projects'>) {
  return (
    <Section id={content.anchor} tone="blue" heading={content.title} intro={content.intro}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {content.items.map((item) => (
          <li key={item.title}>
            <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <p className="self-start rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">{item.sector}</p>
              <h3 className="mt-4 text-lg font-semibold text-ink">{item.title}</h3>
              <dl className="mt-3 space-y-3 text-slate-700">
                <div>
                  <dt className="font-semibold text-ink">{content.challengeLabel}</dt>
                  <dd className="mt-1">{item.challenge}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-ink">{content.resultLabel}</dt>
                  <dd className="mt-1">{item.result}</dd>
                </div>
              </dl>
            </article>
          </li>
        ))}
      </ul>
      <p className="mt-8 max-w-3xl text-sm text-slate-700">{content.note}</p>
    </Section>
  );
}
