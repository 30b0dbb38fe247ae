import type { Locale } from '#i18n/config.ts';
import { translate } from '#i18n/translate.ts';
import type { FaqSectionCopy } from '#content/queries.ts';
import { Accordion } from '#components/ui/Accordion.tsx';
import { Section } from '#components/ui/Section.tsx';
import { TagList } from '#components/ui/TagList.tsx';

interface FaqSectionsProps {
  locale: Locale;
  sections: FaqSectionCopy[];
}

/**
 * spec §2 FAQ: eight sections alternating white and blue. All questions share one accordion group,
 * so at most one answer is open on the page and clicking the open one closes it.
 */
export function FaqSections({ locale, sections }: FaqSectionsProps) {
  return (
    <>
      <nav aria-label={translate(locale, 'faq.topics')} className="mx-auto max-w-6xl px-4 pb-4">
        <ul className="flex flex-wrap gap-2">
          {sections.map((section) => (
            <li key={section.anchor}>
              <a
                href={`#${section.anchor}`}
                className="inline-flex min-h-11 items-center rounded-full border border-brand-700 px-4 text-sm font-medium text-brand-800 hover:bg-brand-50"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section, index) => (
        <Section key={section.anchor} id={section.anchor} tone={index % 2 === 0 ? 'white' : 'blue'} heading={section.title}>
          <Accordion
            name="faq"
            items={section.items.map((item) => ({
              id: item.anchor,
              title: item.question,
              content: (
                <>
                  <p>{item.answer}</p>
                  <TagList tags={item.keywords ?? []} tone="tint" />
                </>
              ),
            }))}
          />
        </Section>
      ))}
    </>
  );
}
