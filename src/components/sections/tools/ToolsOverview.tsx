import type { Locale } from '../../../i18n/config.ts';
import { pick } from '../../../i18n/localize.ts';
import { Section } from '../../ui/Section.tsx';
import { ComingSoonCards, GeneratorCard } from './ToolCards.tsx';
import type { ToolsContent } from './types.ts';

/** The tools page below its intro: the generator, free to use now, then the tools still to come. */
export function ToolsOverview({ locale, content, generatorHref }: { locale: Locale; content: ToolsContent; generatorHref: string }) {
  return (
    <>
      <Section id="available" heading={pick(content.available, locale)}>
        <div className="max-w-3xl">
          <GeneratorCard locale={locale} generator={content.generator} href={generatorHref} />
        </div>
      </Section>
      <Section id="coming-soon" tone="blue" heading={pick(content.comingSoon.label, locale)}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <ComingSoonCards locale={locale} comingSoon={content.comingSoon} />
        </ul>
      </Section>
    </>
  );
}
