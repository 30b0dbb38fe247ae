import { localizePath } from '#i18n/paths.ts';
import { PAGE_PATHS } from '#lib/routes.ts';
import { ButtonLink } from '#components/ui/ButtonLink.tsx';
import { HeroVisual } from './HeroVisual.tsx';
import type { LinkingHomeSectionProps } from './types.ts';

/** spec §2 Home: the opening block with the page's one h1 and the two main calls to action. */
export function HomeHero({ locale, content }: LinkingHomeSectionProps<'hero'>) {
  return (
    <section className="overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:py-20 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{content.eyebrow}</p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-5xl">{content.title}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-700">{content.subtitle}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href={localizePath(PAGE_PATHS.contact, locale)}>{content.primaryCta}</ButtonLink>
            <ButtonLink href={localizePath(PAGE_PATHS.workshops, locale)} variant="secondary">
              {content.secondaryCta}
            </ButtonLink>
          </div>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}
