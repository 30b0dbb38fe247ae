import type { Locale } from '../../../i18n/config.ts';
import { pick } from '../../../i18n/localize.ts';
import { Section } from '../../ui/Section.tsx';
import { ComingSoonCards, GeneratorCard } from '../tools/ToolCards.tsx';
import type { ToolsContent } from '../tools/types.ts';

interface ToolsTeaserProps {
  locale: Locale;
  content: ToolsContent;
  /** The LinkedIn post generator, where the generator card's call to action leads. */
  generatorHref: string;
}

/** Home: teaser of the free tools (spec §1). The generator's call to action leads to the generator. */
export function ToolsTeaser({ locale, content, generatorHref }: ToolsTeaserProps) {
  return (
    <Section id="tools" tone="blue" heading={pick(content.title, locale)} intro={pick(content.intro, locale)}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <li className="sm:col-span-2 lg:col-span-3">
          <GeneratorCard locale={locale} generator={content.generator} href={generatorHref} />
        </li>
        <ComingSoonCards locale={locale} comingSoon={content.comingSoon} />
      </ul>
    </Section>
  );
}
