import { localizePath } from '#i18n/paths.ts';
import { PAGE_PATHS } from '#lib/routes.ts';
import { Accordion } from '#components/ui/Accordion.tsx';
import { ButtonLink } from '#components/ui/ButtonLink.tsx';
import { Section } from '#components/ui/Section.tsx';
import { TagList } from '#components/ui/TagList.tsx';
import type { LinkingHomeSectionProps } from './types.ts';

/** spec §2 Home: four questions, each with keyword tags and a button to /contact. */
export function HomeFaq({ locale, content }: LinkingHomeSectionProps<'faq'>) {
  const items = content.items.map((item) => ({
    id: item.anchor,
    title: item.question,
    content: (
      <>
        <p>{item.answer}</p>
        <TagList tags={item.keywords} tone="large" />
        <ButtonLink href={localizePath(PAGE_PATHS.contact, locale)} className="mt-5">
          {content.bookLabel}
        </ButtonLink>
      </>
    ),
  }));

  return (
    <Section id={content.anchor} heading={content.title} intro={content.intro}>
      <div className="max-w-3xl">
        <Accordion name="home-faq" items={items} />
      </div>
    </Section>
  );
}
