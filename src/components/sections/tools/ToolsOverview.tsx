import { Section } from '#components/ui/Section.tsx';
import { ComingSoonCards, GeneratorCard } from './ToolCards.tsx';
import type { ToolsContent } from './types.ts';

/** The tools page below its intro: the generator, free to use now, then the tools still to come. */
export function ToolsOverview({ content, generatorHref }: { content: ToolsContent; generatorHref: string }) {
  return (
    <>
      <Section id="available" heading={content.available}>
        <div className="max-w-3xl">
          <GeneratorCard generator={content.generator} href={generatorHref} />
        </div>
      </Section>
      <Section id="coming-soon" tone="blue" heading={content.comingSoon.label}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <ComingSoonCards comingSoon={content.comingSoon} />
        </ul>
      </Section>
    </>
  );
}
