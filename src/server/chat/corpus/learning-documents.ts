import { INTL_LOCALES, type Locale } from '../../../i18n/config.ts';
import { translate } from '../../../i18n/translate.ts';
import { formatDateLong } from '../../../lib/format.ts';
import { PAGE_PATHS } from '../../../lib/routes.ts';
import siteConfig from '../../../../site.config.ts';
import { readPageCopy } from './content-files.ts';
import { passage, type ChatDocument } from './document.ts';

/** The workshops page, linked by the anchors its sections carry (sections/workshops/*). */
export function workshopDocuments(locale: Locale): ChatDocument[] {
  const content = readPageCopy('workshops', locale);
  const page = content.seo.title;
  const part = (anchor: string | undefined, section: string, text: string[]) =>
    passage(locale, { id: `workshops${anchor ? `#${anchor.replace(/-heading$/, '')}` : ''}`, page, section, path: PAGE_PATHS.workshops, anchor, text });
  const start = new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Zurich' }).format(new Date(content.event.startDate));
  const { topics, formats, rollout, contact, event } = content;
  return [
    part(undefined, content.hero.title, [content.hero.subtitle]),
    part(topics.anchor, topics.title, [topics.intro, ...topics.items.map((item) => `${item.title}: ${item.text}`)]),
    part(formats.anchor, formats.title, [formats.intro, ...formats.items.map((item) => `${item.title}: ${item.description} ${item.features.join(', ')}`)]),
    part(rollout.anchor, rollout.title, [rollout.intro, ...rollout.days.map((day) => `${rollout.dayLabel} ${day.day}: ${day.title}. ${day.description}`)]),
    ...[content.deliverables, content.targetGroups, content.prerequisites, content.languages].map((list) => part(list.anchor, list.title, list.items)),
    ...content.faq.items.map((item) => part(item.anchor, item.question, [item.answer])),
    part(contact.anchor, contact.title, [
      contact.text,
      `${contact.phone} ${siteConfig.phone.display}`,
      siteConfig.email.contact,
      `${event.name}: ${event.description} ${start}, ${translate(locale, 'unit.minutes', { n: event.durationMinutes })}`,
    ]),
  ];
}

/** The video studio: learning videos, live sessions, its questions and the consultation offer. */
export function videoStudioDocuments(locale: Locale): ChatDocument[] {
  const content = readPageCopy('videoStudio', locale);
  const page = content.seo.title;
  const part = (id: string, anchor: string | undefined, section: string, text: string[]) =>
    passage(locale, { id: `video-studio${id}`, page, section, path: PAGE_PATHS.videoStudio, anchor, text });
  const { cards, events, consultation } = content;
  return [
    part('', undefined, content.hero.title, [content.hero.intro]),
    part(`#${cards.anchor}`, cards.anchor, cards.title, cards.items.map(
      (item) => `${item.title} (${item.category}, ${translate(locale, 'unit.minutes', { n: item.duration })}): ${item.description}`,
    )),
    part(`#${events.anchor}`, events.anchor, events.title, [
      events.intro,
      ...events.items.map((item) => `${item.title} (${item.type}), ${formatDateLong(new Date(`${item.date}T12:00:00Z`), locale)}, ${item.time}`),
    ]),
    ...content.faq.items.map((item) => part(`#${item.anchor}`, item.anchor, item.question, [item.answer])),
    part('#beratung', consultation.anchor, consultation.title, [consultation.text]),
  ];
}
