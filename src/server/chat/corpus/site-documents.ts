import siteConfig from '#site.config.ts';
import { teamMemberSchema } from '#content/schemas.ts';
import type { Locale } from '#i18n/config.ts';
import { translate } from '#i18n/translate.ts';
import { PHONE_SUPPORT_HOURS } from '#lib/constants.ts';
import { consultationHours } from '#lib/consultation-hours.ts';
import { bookingHref } from '#lib/booking-link.ts';
import { PAGE_PATHS } from '#lib/routes.ts';
import { readLocalizedFolder, readPageCopy } from './content-files.ts';
import { passage, type ChatDocument } from './document.ts';

/** The home page's opening, which carries no anchor (its sections are in page-documents.ts). */
export function homeDocuments(locale: Locale): ChatDocument[] {
  const home = readPageCopy('home', locale);
  return [
    passage(locale, {
      id: 'home',
      page: translate(locale, 'nav.home'),
      section: home.hero.title,
      path: PAGE_PATHS.home,
      text: [home.hero.subtitle],
    }),
  ];
}

/** The tools page and the LinkedIn post generator. */
export function toolsDocuments(locale: Locale): ChatDocument[] {
  const tools = readPageCopy('tools', locale);
  const generator = `${tools.generator.title}: ${tools.generator.text}`;
  return [
    passage(locale, {
      id: 'tools',
      page: tools.seo.title,
      path: PAGE_PATHS.tools,
      text: [
        tools.intro,
        generator,
        `${tools.comingSoon.label}: ${tools.comingSoon.items.map((item) => `${item.title} – ${item.text}`).join(' ')}`,
      ],
    }),
    passage(locale, {
      id: 'tools/linkedin-post-generator',
      page: tools.generator.title,
      path: PAGE_PATHS.linkedinPostGenerator,
      text: [generator],
      keywords: ['LinkedIn'],
    }),
  ];
}

/** About (team), process, references and the contact page's parts without an anchor, with the operator's contact facts. */
export function companyDocuments(locale: Locale): ChatDocument[] {
  const about = readPageCopy('about', locale);
  const team = readLocalizedFolder(teamMemberSchema, 'team', locale);
  const process = readPageCopy('process', locale);
  const references = readPageCopy('references', locale);
  const contact = readPageCopy('contact', locale);
  const contactPage = contact.seo.title;
  return [
    passage(locale, {
      id: 'about',
      page: about.seo.title,
      section: about.title,
      path: PAGE_PATHS.about,
      text: [about.intro, ...team.map((member) => `${member.name}: ${member.role}`)],
    }),
    ...team.map((member) =>
      passage(locale, {
        id: `about/${member.name}`,
        page: about.seo.title,
        section: member.name,
        path: PAGE_PATHS.about,
        text: [`${member.name}, ${member.role}`, member.description],
      }),
    ),
    passage(locale, {
      id: 'process',
      page: process.title,
      path: PAGE_PATHS.process,
      text: [process.intro, ...process.steps.map((step, index) => `${index + 1}. ${step.title}: ${step.description}`)],
    }),
    passage(locale, {
      id: 'process/contact',
      page: process.title,
      section: process.contact.title,
      path: PAGE_PATHS.process,
      text: [process.contact.text, siteConfig.email.contact],
    }),
    passage(locale, {
      id: 'references',
      page: references.title,
      path: PAGE_PATHS.references,
      text: [references.intro, references.trust, references.requestText, references.networkText],
    }),
    passage(locale, { id: 'contact', page: contactPage, path: PAGE_PATHS.contact, text: [contact.intro] }),
    passage(locale, {
      id: 'contact/mail',
      page: contactPage,
      section: contact.mail.title,
      path: PAGE_PATHS.contact,
      text: [contact.mail.text, `${translate(locale, 'chat.emailAddress')}: ${siteConfig.email.contact}`],
      keywords: [contact.seo.keywords],
    }),
    passage(locale, {
      id: 'contact/hours',
      page: contactPage,
      section: contact.hours.title,
      path: PAGE_PATHS.contact,
      text: [
        `${translate(locale, 'footer.hoursTitle')}: ${consultationHours(locale)}`,
        `${translate(locale, 'footer.phoneHoursTitle')}: ${translate(locale, 'footer.phoneHours', PHONE_SUPPORT_HOURS)}`,
        `${translate(locale, 'chat.phoneNumber')}: ${siteConfig.phone.display}`,
      ],
    }),
    passage(locale, {
      id: 'contact/booking',
      page: contactPage,
      section: contact.booking.title,
      path: PAGE_PATHS.contact,
      text: [contact.booking.text, `${contact.booking.button}: ${bookingHref(locale)}`],
    }),
  ];
}
