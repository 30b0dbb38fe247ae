import { videoStudioSchema, workshopsSchema } from '../../../content/schemas.ts';
import { INTL_LOCALES, type Locale } from '../../../i18n/config.ts';
import { pick, pickList } from '../../../i18n/localize.ts';
import { translate } from '../../../i18n/translate.ts';
import { formatDateLong } from '../../../lib/format.ts';
import { PAGE_PATHS } from '../../../lib/routes.ts';
import siteConfig from '../../../../site.config.ts';
import { readYaml } from './content-files.ts';
import { passage, type ChatDocument } from './document.ts';

/** The workshops page, with the anchors of its sections (pages/[...locale]/workshops.astro, sections/workshops/*). */
export function workshopDocuments(locale: Locale): ChatDocument[] {
  const content = readYaml(workshopsSchema, 'pages', 'workshops.yaml');
  const page = translate(locale, 'page.workshops.title');
  const part = (id: string, section: string, anchor: string | undefined, text: string[]) =>
    passage(locale, { id: `workshops${id}`, page, section, path: PAGE_PATHS.workshops, anchor, text });
  const facts = [
    { id: 'ergebnisse', list: content.deliverables },
    { id: 'zielgruppen', list: content.targetGroups },
    { id: 'voraussetzungen', list: content.prerequisites },
    { id: 'sprachen', list: content.languages },
  ];
  const start = new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Zurich' }).format(new Date(content.event.startDate));
  return [
    part('', pick(content.hero.title, locale), undefined, [pick(content.hero.subtitle, locale)]),
    part('#themen', pick(content.topics.title, locale), 'themen', [pick(content.topics.intro, locale), ...content.topics.items.map((item) => `${pick(item.title, locale)}: ${pick(item.text, locale)}`)]),
    part('#formate', pick(content.formats.title, locale), 'formate', [
      pick(content.formats.intro, locale),
      ...content.formats.items.map((item) => `${pick(item.title, locale)}: ${pick(item.description, locale)} ${pickList(item.features, locale).join(', ')}`),
    ]),
    part('#agenda', pick(content.rollout.title, locale), 'agenda', [
      pick(content.rollout.intro, locale),
      ...content.rollout.days.map((day) => `${pick(content.rollout.dayLabel, locale)} ${day.day}: ${pick(day.title, locale)}. ${pick(day.description, locale)}`),
    ]),
    ...facts.map(({ id, list }) => part(`#${id}`, pick(list.title, locale), `${id}-heading`, pickList(list.items, locale))),
    ...content.faq.items.map((item, index) =>
      part(`#workshop-faq-${index + 1}`, pick(item.question, locale), `workshop-faq-${index + 1}`, [pick(item.answer, locale)]),
    ),
    part('#kontakt', pick(content.contact.title, locale), 'kontakt', [
      pick(content.contact.text, locale),
      `${pick(content.contact.phone, locale)} ${siteConfig.phone.display}`,
      siteConfig.email.contact,
      `${pick(content.event.name, locale)}: ${pick(content.event.description, locale)} ${start}, ${translate(locale, 'unit.minutes', { n: content.event.durationMinutes })}`,
    ]),
  ];
}

/** The video studio: learning videos, live sessions, its questions and the consultation offer. */
export function videoStudioDocuments(locale: Locale): ChatDocument[] {
  const content = readYaml(videoStudioSchema, 'pages', 'video-studio.yaml');
  const page = translate(locale, 'page.videoStudio.title');
  const part = (id: string, section: string, anchor: string | undefined, text: string[]) =>
    passage(locale, { id: `video-studio${id}`, page, section, path: PAGE_PATHS.videoStudio, anchor, text });
  return [
    part('', pick(content.hero.title, locale), undefined, [pick(content.hero.intro, locale)]),
    part('#inhalte', pick(content.cards.title, locale), 'inhalte', content.cards.items.map(
      (item) => `${pick(item.title, locale)} (${pick(item.category, locale)}, ${translate(locale, 'unit.minutes', { n: item.duration })}): ${pick(item.description, locale)}`,
    )),
    part('#live-sessions', pick(content.events.title, locale), 'live-sessions', [
      pick(content.events.intro, locale),
      ...content.events.items.map((item) => `${pick(item.title, locale)} (${pick(item.type, locale)}), ${formatDateLong(new Date(`${item.date}T12:00:00Z`), locale)}, ${item.time}`),
    ]),
    ...content.faq.items.map((item, index) =>
      part(`#video-faq-${index + 1}`, pick(item.question, locale), `video-faq-${index + 1}`, [pick(item.answer, locale)]),
    ),
    part('#beratung', pick(content.consultation.title, locale), 'video-beratung-heading', [pick(content.consultation.text, locale)]),
  ];
}
