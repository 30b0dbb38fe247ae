import { ButtonLink } from '#components/ui/ButtonLink.tsx';
import { Section } from '#components/ui/Section.tsx';
import { ComingSoonCards, GeneratorCard } from '../tools/ToolCards.tsx';
import type { ToolsContent } from '../tools/types.ts';

interface ToolsTeaserProps {
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
export function ToolsTeaser({ content, toolsHref, generatorHref }: ToolsTeaserProps) {
  return (
    <Section id="tools" tone="blue" heading={content.title} intro={content.intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <li className="sm:col-span-2 lg:col-span-3">
          <GeneratorCard generator={content.generator} href={generatorHref} />
        </li>
        <ComingSoonCards comingSoon={content.comingSoon} />
      </ul>
      <p className="mt-8">
        <ButtonLink href={toolsHref} variant="secondary">
          {content.overview}
        </ButtonLink>
      </p>
    </Section>
  );
}
