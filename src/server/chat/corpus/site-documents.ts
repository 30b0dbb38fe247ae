import siteConfig from '../../../../site.config.ts';
import { contactSchema, faqSectionSchema, homeSchema, processSchema, referencesSchema, teamMemberSchema, toolsSchema } from '../../../content/schemas.ts';
import type { Locale } from '../../../i18n/config.ts';
import { pick, pickList } from '../../../i18n/localize.ts';
import { translate, translator } from '../../../i18n/translate.ts';
import { CONSULTATION_HOURS } from '../../../lib/constants.ts';
import { CONTACT_FORM_ANCHOR, PAGE_PATHS } from '../../../lib/routes.ts';
import { contentFiles, readYaml } from './content-files.ts';
import { passage, type ChatDocument } from './document.ts';

/** The FAQ page: one passage per question, linked to its accordion item (components/sections/faq/FaqSections.tsx). */
export function faqDocuments(locale: Locale): ChatDocument[] {
  const sections = contentFiles('faq', '.yaml')
    .map((file) => readYaml(faqSectionSchema, 'faq', file))
    .sort((a, b) => a.order - b.order);
  return sections.flatMap((section) =>
    section.items.map((item, index) =>
      passage(locale, {
        id: `faq/${section.anchor}-${index + 1}`,
        page: translate(locale, 'page.faq.title'),
        section: pick(item.question, locale),
        path: PAGE_PATHS.faq,
        anchor: `${section.anchor}-${index + 1}`,
        text: [pick(item.answer, locale)],
        keywords: [pick(section.title, locale), ...(item.keywords ? pickList(item.keywords, locale) : [])],
      }),
    ),
  );
}

/** The home page's sections (components/sections/home/*). */
export function homeDocuments(locale: Locale): ChatDocument[] {
  const home = readYaml(homeSchema, 'pages', 'home.yaml');
  const page = translate(locale, 'nav.home');
  const part = (id: string, section: string, text: string[], anchor = id) =>
    passage(locale, { id: id ? `home/${id}` : 'home', page, section, path: PAGE_PATHS.home, anchor: anchor || undefined, text });
  const titled = (items: { title: { de: string; en: string }; text: { de: string; en: string } }[]) =>
    items.map((item) => `${pick(item.title, locale)}: ${pick(item.text, locale)}`);
  return [
    part('', pick(home.hero.title, locale), [pick(home.hero.subtitle, locale)]),
    part('beta', pick(home.beta.title, locale), [pick(home.beta.text, locale)]),
    part('why', pick(home.why.title, locale), [pick(home.why.intro, locale), ...titled(home.why.cards)]),
    part('services', pick(home.services.title, locale), [pick(home.services.intro, locale), ...titled(home.services.cards)]),
    part('trust', pick(home.trust.title, locale), [pick(home.trust.intro, locale), ...titled(home.trust.points)]),
    part('projects', pick(home.projects.title, locale), [
      pick(home.projects.intro, locale),
      ...home.projects.items.map((item) => `${pick(item.title, locale)} (${pick(item.sector, locale)}): ${pick(item.challenge, locale)} ${pick(item.result, locale)}`),
      pick(home.projects.note, locale),
    ]),
    ...home.faq.items.map((item, index) =>
      part(`home-faq-${index + 1}`, pick(item.question, locale), [pick(item.answer, locale)]),
    ),
    part('newsletter', pick(home.newsletter.title, locale), [pick(home.newsletter.text, locale)]),
  ];
}

/** The tools page and the LinkedIn post generator (content/pages/tools.yaml). */
export function toolsDocuments(locale: Locale): ChatDocument[] {
  const tools = readYaml(toolsSchema, 'pages', 'tools.yaml');
  const generator = `${pick(tools.generator.title, locale)}: ${pick(tools.generator.text, locale)}`;
  return [
    passage(locale, {
      id: 'tools',
      page: translate(locale, 'page.tools.title'),
      path: PAGE_PATHS.tools,
      text: [pick(tools.intro, locale), generator, `${pick(tools.comingSoon.label, locale)}: ${tools.comingSoon.items.map((item) => `${pick(item.title, locale)} – ${pick(item.text, locale)}`).join(' ')}`],
    }),
    passage(locale, {
      id: 'tools/linkedin-post-generator',
      page: pick(tools.generator.title, locale),
      path: PAGE_PATHS.linkedinPostGenerator,
      text: [generator],
      keywords: ['LinkedIn'],
    }),
  ];
}

/** About (team), process, references and the contact page with the operator's contact facts. */
export function companyDocuments(locale: Locale): ChatDocument[] {
  const t = translator(locale);
  const team = contentFiles('team', '.yaml').map((file) => readYaml(teamMemberSchema, 'team', file));
  const process = readYaml(processSchema, 'pages', 'process.yaml');
  const references = readYaml(referencesSchema, 'pages', 'references.yaml');
  const contact = readYaml(contactSchema, 'pages', 'contact.yaml');
  const contactPage = t('page.contact.title');
  return [
    passage(locale, { id: 'about', page: t('page.about.title'), section: t('page.about.heading'), path: PAGE_PATHS.about, text: [t('page.about.intro'), ...team.map((member) => `${member.name}: ${pick(member.role, locale)}`)] }),
    ...team.map((member) =>
      passage(locale, { id: `about/${member.name}`, page: t('page.about.title'), section: member.name, path: PAGE_PATHS.about, text: [`${member.name}, ${pick(member.role, locale)}`, pick(member.description, locale)] }),
    ),
    passage(locale, {
      id: 'process',
      page: pick(process.title, locale),
      path: PAGE_PATHS.process,
      text: [pick(process.intro, locale), ...process.steps.map((step, index) => `${index + 1}. ${pick(step.title, locale)}: ${pick(step.description, locale)}`)],
    }),
    passage(locale, { id: 'process/contact', page: pick(process.title, locale), section: pick(process.contact.title, locale), path: PAGE_PATHS.process, text: [pick(process.contact.text, locale), siteConfig.email.contact] }),
    passage(locale, {
      id: 'references',
      page: pick(references.title, locale),
      path: PAGE_PATHS.references,
      text: [pick(references.intro, locale), pick(references.trust, locale), pick(references.requestText, locale), pick(references.networkText, locale)],
    }),
    passage(locale, { id: 'contact', page: contactPage, path: PAGE_PATHS.contact, text: [pick(contact.intro, locale)] }),
    passage(locale, { id: 'contact/mail', page: contactPage, section: pick(contact.mail.title, locale), path: PAGE_PATHS.contact, text: [pick(contact.mail.text, locale), siteConfig.email.contact] }),
    passage(locale, {
      id: 'contact/hours',
      page: contactPage,
      section: pick(contact.hours.title, locale),
      path: PAGE_PATHS.contact,
      text: [`${t('footer.hoursTitle')}: ${t('footer.hours', CONSULTATION_HOURS)}`, pick(contact.hours.phoneNote, locale), siteConfig.phone.display],
    }),
    passage(locale, {
      id: 'contact/booking',
      page: contactPage,
      section: pick(contact.booking.title, locale),
      path: PAGE_PATHS.contact,
      text: [pick(contact.booking.text, locale), `${pick(contact.booking.button, locale)}: ${siteConfig.bookingUrl}`],
    }),
    passage(locale, {
      id: 'contact/form',
      page: contactPage,
      section: pick(contact.form.title, locale),
      path: PAGE_PATHS.contact,
      anchor: CONTACT_FORM_ANCHOR,
      text: [pick(contact.form.intro, locale)],
    }),
  ];
}
