import siteConfig from '../../../site.config.ts';
import type { Locale } from '../../i18n/config.ts';
import { localizePath } from '../../i18n/paths.ts';
import { translate, translator } from '../../i18n/translate.ts';
import type { ChatLink, ChatOutcome } from '../../lib/chat.ts';
import { PAGE_PATHS } from '../../lib/routes.ts';
import { searchTerms } from './language/terms.ts';
import type { ChatPlan } from './plan.ts';
import type { Passage } from './retrieve.ts';

/** The assistant's own answer, written from the passages without a language model. */
export interface ComposedAnswer {
  outcome: ChatOutcome;
  text: string;
  /** The pages the answer draws on, best first. */
  sources: ChatLink[];
  /** The consultation offer: booking and the contact page, when the site has no answer or must not give one. */
  links: ChatLink[];
}

const EXCERPT = { sentences: 2, maxChars: 360 } as const;
/** Further passages join the answer when they score at least this share of the best one. */
const SECOND_PASSAGE_SHARE = 0.4;

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
    { title: translate(locale, 'service.book'), url: siteConfig.bookingUrl },
    { title: translate(locale, 'nav.contact'), url: localizePath(PAGE_PATHS.contact, locale) },
  ];
}

const SENTENCE_END = /(?<=[.!?])\s+(?=[\p{Lu}\d«"„(])/u;

/** The sentences of a passage that say most about the question, in their original order. */
export function excerpt(text: string, question: string, locale: Locale): string {
  const asked = new Set(searchTerms(question, locale));
  const sentences = text.split(SENTENCE_END);
  const hits = (sentence: string) => searchTerms(sentence, locale).filter((term) => [...asked].some((wanted) => term.startsWith(wanted))).length;
  const scored = sentences.map((sentence, position) => ({ sentence, position, hits: hits(sentence) }));
  const relevant = scored.filter((candidate) => candidate.hits > 0);
  const chosen = (relevant.length > 0 ? relevant : scored)
    .sort((a, b) => b.hits - a.hits || a.position - b.position)
    .slice(0, EXCERPT.sentences)
    .sort((a, b) => a.position - b.position);
  let result = '';
  for (const { sentence } of chosen) {
    const next = result ? `${result} ${sentence}` : sentence;
    if (result && next.length > EXCERPT.maxChars) break;
    result = next;
  }
  if (result.length <= EXCERPT.maxChars) return result;
  // One long sentence: cut at a word boundary.
  const cut = result.slice(0, EXCERPT.maxChars);
  return `${cut.slice(0, cut.lastIndexOf(' '))} …`;
}

function paragraphs(passages: readonly Passage[], question: string, locale: Locale): string[] {
  const best = passages[0]?.score ?? 0;
  return passages
    .filter((passage, index) => index === 0 || passage.score >= best * SECOND_PASSAGE_SHARE)
    // "Was kostet der Einstieg? Das erste Gespräch …", "Pakete und Preise: Process Analysis …"
    .map((passage) => `${passage.section}${/[?!.:]$/.test(passage.section) ? '' : ':'} ${excerpt(passage.text, question, locale)}`);
}

/** The answer from the site's own text: excerpts of the passages found, the stance, or a plain decline. */
export function composeAnswer(plan: ChatPlan, locale: Locale): ComposedAnswer {
  const t = translator(locale);
  if (plan.kind === 'decline') {
    return { outcome: 'declined', text: t('chat.answer.decline'), sources: [], links: consultationLinks(locale) };
  }
  if (plan.kind === 'stance') {
    const stance = plan.passages.map((passage) => passage.text);
    return { outcome: 'stance', text: [t('chat.answer.stance'), ...stance, t('chat.answer.stanceOffer')].join('\n\n'), sources: sourcesOf(plan.passages), links: consultationLinks(locale) };
  }
  const used = paragraphs(plan.passages, plan.question, locale);
  return {
    outcome: 'answered',
    text: [t('chat.answer.intro'), ...used, t('chat.answer.more')].join('\n\n'),
    sources: sourcesOf(plan.passages.slice(0, used.length)),
    links: [],
  };
}
