import { localizePath } from '#i18n/paths.ts';
import { PAGE_PATHS } from '#lib/routes.ts';
import { Section } from '#components/ui/Section.tsx';
import type { LinkingHomeSectionProps } from './types.ts';

// ButtonLink's variants are made for light backgrounds; on the dark band the buttons are white and outlined.
const button =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2.5 text-base font-semibold transition-colors focus-visible:outline-white';
const solid = `${button} bg-white text-brand-900 hover:bg-brand-100`;
const outlined = `${button} border border-white text-white hover:bg-white/10`;

/** spec §2 Home: the closing call to action – workshops and contact. */
export function ClosingCta({ locale, content }: LinkingHomeSectionProps<'cta'>) {
  return (
    <Section id="next-step" tone="dark" heading={content.title} intro={content.text}>
      <div className="flex flex-wrap gap-3">
        <a href={localizePath(PAGE_PATHS.workshops, locale)} className={solid}>
          {content.workshops}
        </a>
        <a href={localizePath(PAGE_PATHS.contact, locale)} className={outlined}>
          {content.contact}
        </a>
      </div>
    </Section>
  );
}
