import type { Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { translate, translator } from '#i18n/translate.ts';
import type { ChatLink, ChatOutcome } from '#lib/chat.ts';
import { bookingHref } from '#lib/booking-link.ts';
import { PAGE_PATHS } from '#lib/routes.ts';
import { selectSentences } from './answer/select-sentences.ts';
import { joinSentences } from './language/split-sentences.ts';
import type { ChatPlan } from './plan.ts';
import type { Passage } from './retrieve.ts';

/** The assistant's own answer, written from the passages without a language model. */
export interface ComposedAnswer {
  outcome: ChatOutcome;
  text: string;
  /** The site's sentences the text is made of, each with the source it comes from (answers only). */
  facts: { sentence: string; source: ChatLink }[];
  /** The pages the answer draws on, best first. */
  sources: ChatLink[];
  /** The consultation offer: booking and the contact page, when the site has no answer or must not give one. */
  links: ChatLink[];
}

export function sourceTitle(passage: Pick<Passage, 'page' | 'section'>): string {
  return passage.section === passage.page ? passage.page : `${passage.page} – ${passage.section}`;
}

export function sourcesOf(passages: readonly Passage[]): ChatLink[] {
  const seen = new Set<string>();
  return passages.flatMap((passage) => {
    if (seen.has(passage.url)) return [];
    seen.add(passage.url);
    return [{ title: sourceTitle(passage), url: passage.url }];
  });
}

export function consultationLinks(locale: Locale): ChatLink[] {
  return [
    { title: translate(locale, 'service.book'), url: bookingHref(locale) },
    { title: translate(locale, 'nav.contact'), url: localizePath(PAGE_PATHS.contact, locale) },
  ];
}

/** The answer from the site's own text: the sentences that answer, the stance, or a plain decline. */
export function composeAnswer(plan: ChatPlan, locale: Locale): ComposedAnswer {
  const t = translator(locale);
  if (plan.kind === 'decline') {
    return { outcome: 'declined', text: t('chat.answer.decline'), facts: [], sources: [], links: consultationLinks(locale) };
  }
  if (plan.kind === 'stance') {
    const stance = plan.passages.map((passage) => passage.text);
    return {
      outcome: 'stance',
      text: [t('chat.answer.stance'), ...stance, t('chat.answer.stanceOffer')].join('\n\n'),
      facts: [],
      sources: sourcesOf(plan.passages),
      links: consultationLinks(locale),
    };
  }
  const chosen = selectSentences(plan.passages, plan.asked, locale);
  return {
    outcome: 'answered',
    text: joinSentences(chosen.map((fact) => fact.sentence)),
    facts: chosen.map((fact) => ({ sentence: fact.sentence, source: { title: sourceTitle(fact.passage), url: fact.passage.url } })),
    sources: sourcesOf(chosen.map((fact) => fact.passage)),
    links: [],
  };
}
