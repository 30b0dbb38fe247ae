import { pick } from '../../../i18n/localize.ts';
import { localizePath } from '../../../i18n/paths.ts';
import { PAGE_PATHS } from '../../../lib/routes.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { HeroVisual } from './HeroVisual.tsx';
import type { HomeSectionProps } from './types.ts';

/** spec §2 Home: the opening block with the page's one h1 and the two main calls to action. */
export function HomeHero({ locale, content }: HomeSectionProps<'hero'>) {
  return (
    <section className="overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:py-20 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{pick(content.eyebrow, locale)}</p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-5xl">{pick(content.title, locale)}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-700">{pick(content.subtitle, locale)}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href={localizePath(PAGE_PATHS.contact, locale)}>{pick(content.primaryCta, locale)}</ButtonLink>
            <ButtonLink href={localizePath(PAGE_PATHS.workshops, locale)} variant="secondary">
              {pick(content.secondaryCta, locale)}
            </ButtonLink>
          </div>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}
