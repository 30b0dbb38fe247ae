import { Section } from '#components/ui/Section.tsx';
import { Icon } from '#components/ui/icons.tsx';
import type { HomeSectionProps } from './types.ts';

/** spec §2 Home: the trust section with five points. */
export function TrustSection({ content }: HomeSectionProps<'trust'>) {
  return (
    <Section id={content.anchor} heading={content.title} intro={content.intro}>
      <ul className="grid gap-x-8 gap-y-6 md:grid-cols-2 lg:grid-cols-3">
        {content.points.map((point) => (
          <li key={point.title} className="flex gap-4">
            <span className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
              <Icon name="check" className="h-5 w-5" />
            </span>
            <div>
              <h3 className="text-lg font-semibold text-ink">{point.title}</h3>
              <p className="mt-1 text-slate-700">{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
