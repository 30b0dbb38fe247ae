import { pick } from '../../../i18n/localize.ts';
import { Section } from '../../ui/Section.tsx';
import type { HomeSectionProps } from './types.ts';

/** spec §2 Home: anonymised case studies – sector, title, starting point and result. */
export function ProjectsSection({ locale, content }: HomeSectionProps<'projects'>) {
  return (
    <Section id="projects" tone="blue" heading={pick(content.title, locale)} intro={pick(content.intro, locale)}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {content.items.map((item) => (
          <li key={item.title.de}>
            <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <p className="self-start rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">{pick(item.sector, locale)}</p>
              <h3 className="mt-4 text-lg font-semibold text-ink">{pick(item.title, locale)}</h3>
              <dl className="mt-3 space-y-3 text-slate-700">
                <div>
                  <dt className="font-semibold text-ink">{pick(content.challengeLabel, locale)}</dt>
                  <dd className="mt-1">{pick(item.challenge, locale)}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-ink">{pick(content.resultLabel, locale)}</dt>
                  <dd className="mt-1">{pick(item.result, locale)}</dd>
                </div>
              </dl>
            </article>
          </li>
        ))}
      </ul>
      <p className="mt-8 max-w-3xl text-sm text-slate-700">{pick(content.note, locale)}</p>
    </Section>
  );
}
