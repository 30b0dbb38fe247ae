import siteConfig from '#site.config.ts';
import type { PageCopy } from '#content/model/page-model.ts';
import type { Locale } from '#i18n/config.ts';
import { translate } from '#i18n/translate.ts';
import type { ContentPageKey } from '#lib/routes.ts';
import { readFaqSections } from './content-files.ts';
import type { SectionReading } from './section-documents.ts';

type Readings<Page extends ContentPageKey> = (
  copy: PageCopy<Page>,
  locale: Locale,
) => Readonly<Partial<Record<string, Partial<SectionReading>>>>;

const titled = (items: readonly { title: string; text: string }[]) => items.map((item) => `${item.title}: ${item.text}`);

/**
 * Sections a page reads its own way in the index, by anchor: where a label, an icon or a link would crowd
 * the text, where the page shows its items with more than their texts (numbers, dates, the operator's
 * contact facts), or where the page's keywords for a question should count. Every other anchored section
 * is read by readSection; none is left out for want of an entry here.
 */
export const SECTION_READINGS: { readonly [Page in ContentPageKey]?: Readings<Page> } = {
  faq: (_copy, locale) =>
    Object.fromEntries(
      readFaqSections(locale).flatMap((section) =>
        section.items.map((item) => [item.anchor, { keywords: [section.title, ...(item.keywords ?? [])] }]),
      ),
    ),
  home: ({ beta, why, services, projects }) => ({
    [beta.anchor]: { text: [beta.text] },
    [why.anchor]: { text: [why.intro, ...titled(why.cards)] },
    [services.anchor]: { text: [services.intro, ...titled(services.cards)] },
    [projects.anchor]: {
      text: [
        projects.intro,
        ...projects.items.map((item) => `${item.title} (${item.sector}): ${item.challenge} ${item.result}`),
        projects.note,
      ],
    },
  }),
  // The workshops' and live sessions' dates are events, read per request (decision 0051): not part of the corpus.
  workshops: ({ formats, rollout, contact }) => {
    return {
      [formats.anchor]: {
        text: [formats.intro, ...formats.items.map((item) => `${item.title}: ${item.description} ${item.features.join(', ')}`)],
      },
      [rollout.anchor]: {
        text: [rollout.intro, ...rollout.days.map((day) => `${rollout.dayLabel} ${day.day}: ${day.title}. ${day.description}`)],
      },
      [contact.anchor]: {
        text: [contact.text, `${contact.phone} ${siteConfig.phone.display}`, siteConfig.email.contact],
      },
    };
  },
  videoStudio: ({ cards, events, consultation, newsletter }, locale) => ({
    [cards.anchor]: {
      text: cards.items.map(
        (item) => `${item.title} (${item.category}, ${translate(locale, 'unit.minutes', { n: item.duration })}): ${item.description}`,
      ),
    },
    [events.anchor]: {
      text: [events.intro, ...events.items.map((item) => `${item.title} (${item.type})`)],
    },
    [consultation.anchor]: { text: [consultation.text] },
    [newsletter.anchor]: { text: [newsletter.text] },
  }),
};
