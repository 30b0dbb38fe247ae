import { localizePath } from '#i18n/paths.ts';
import { Section } from '#components/ui/Section.tsx';
import { ChevronDownIcon } from '#components/ui/icons.tsx';
import type { LinkingHomeSectionProps } from './types.ts';

/**
 * spec §2 Home: six service cards. The title is the link; its ::after covers the card, so the whole card
 * is clickable while the link's accessible name stays the title.
 */
export function ServicesOverview({ locale, content }: LinkingHomeSectionProps<'services'>) {
  return (
    <Section id={content.anchor} tone="blue" heading={content.title} intro={content.intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {content.cards.map((card) => (
          <li key={card.title}>
            <article className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600">
              <h3 className="text-lg font-semibold text-ink">
                <a href={localizePath(card.href, locale)} className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-800">
                  {card.title}
                </a>
              </h3>
              <p className="mt-2 flex-1 text-slate-700">{card.text}</p>
              <ChevronDownIcon className="mt-4 h-5 w-5 -rotate-90 text-brand-700" />
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
