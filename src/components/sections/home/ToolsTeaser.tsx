import type { Locale } from '../../../i18n/config.ts';
import { pick } from '../../../i18n/localize.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { Section } from '../../ui/Section.tsx';
import { ComingSoonCards, GeneratorCard } from '../tools/ToolCards.tsx';
import type { ToolsContent } from '../tools/types.ts';

interface ToolsTeaserProps {
  locale: Locale;
  content: ToolsContent;
  /** The tools page, which lists every tool. */
  toolsHref: string;
  /** The LinkedIn post generator, where the generator card's call to action leads. */
  generatorHref: string;
}

/**
 * Home: teaser of the free tools (spec §1), with the copy of the tools page. The generator's call to
 * action leads to the generator, the link below the cards to the tools page.
 */
export function ToolsTeaser({ locale, content, toolsHref, generatorHref }: ToolsTeaserProps) {
  return (
    <Section id="tools" tone="blue" heading={pick(content.title, locale)} intro={pick(content.intro, locale)}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <li className="sm:col-span-2 lg:col-span-3">
          <GeneratorCard locale={locale} generator={content.generator} href={generatorHref} />
        </li>
        <ComingSoonCards locale={locale} comingSoon={content.comingSoon} />
      </ul>
      <p className="mt-8">
        <ButtonLink href={toolsHref} variant="secondary">
          {pick(content.overview, locale)}
        </ButtonLink>
      </p>
    </Section>
  );
}
