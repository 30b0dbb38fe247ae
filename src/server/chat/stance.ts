import type { Locale } from '#i18n/config.ts';
import { foldText } from './language/fold.ts';

/**
 * Recognises a request for individual tax advice or tax work. Advice: the visitor speaks about their
 * own situation (first person), names a tax matter and asks what to do, owe or claim. Work: filing,
 * preparing or checking a tax return, or lowering someone's taxes, for anyone (decision 0004). The FAQ's
 * stance is that the site gives general information only, so such a question gets that stance and the
 * consultation offer instead of an answer pieced together from articles. Questions about the firm's
 * services ("can I automate my VAT return?", "do you give tax advice?") are left to the normal answer.
 */
interface StanceRules {
  person: RegExp;
  tax: RegExp;
  decision: RegExp;
  service: RegExp;
}

interface WorkRules {
  work: RegExp;
  taxReturn: RegExp;
  automation: RegExp;
}

// Patterns run on folded text (lowercase, no diacritics; German ae/oe/ue folded to a/o/u).
const RULES: Record<Locale, StanceRules> = {
  de: {
    person: /\b(ich|mich|mir|mein\w*|wir|uns|unser\w*)\b/,
    tax: /(steur|mwst|abzieh|abzug|absetz|deklarier)/,
    decision:
      /\b(soll\w*|mus\w*|kann|darf|wie ?viel\w*|lohnt|bess\w*|gunstig\w*|spar\w*|zahl\w*|verlang\w*|abzieh\w*|absetz\w*|welch\w* (satz|steursatz))\b/,
    service: /(automat|software|workshop|pilot|beratung|berat|unterstutz|angebot|integr|schnittstell|speicher|dat(en)?schutz|prozess)/,
  },
  en: {
    person: /\b(i|me|my|mine|we|us|our)\b/,
    tax: /\b(tax\w*|vat|deduct\w*|write[ -]?off|claim\w*|declare\w*)\b/,
    decision: /\b(should|can i|can we|may i|do i have to|do we have to|must|how much|owe|pay|save|better|worth|charge|register)\b/,
    service:
      /(automat|software|workshop|pilot|advice|adviser|advisor|service|offer|integrat|interface|stor(e|ed|age)|data protection|process)/,
  },
};

const WORK: Record<Locale, WorkRules> = {
  de: {
    work: /(mach|erstell|ausfull|\bfull\w*|\breich\w*|einreich|erledig|abgeb|pruf|kontrollier|checken|durchseh|ubernehm|ubernimm|optimier|senk|reduzier|minimier|spar|vorbereit|bereit\w* vor)/,
    taxReturn:
      /(steurerklarung|steurbelastung|steurlast|steurrechnung|steurveranlagung|steurn|steurliche? optimier|mwst-?abrechnung|mehrwertsteurabrechnung|jahresabschluss und steur)/,
    automation: /(automat|software|tool|system|workflow|pilot|schnittstell|ki\b|digital)/,
  },
  en: {
    work: /\b(file|filing|prepare|preparing|do|doing|fill|complete|submit|check|checking|review|look over|go over|handle|take care of|sort out|optimi[sz]e|reduce|lower|minimi[sz]e|cut)\b/,
    taxReturn: /\b(tax returns?|tax declarations?|taxes|tax bill|tax burden|tax liability|tax forms?|vat returns?)\b/,
    automation: /(automat|software|tool|system|workflow|pilot|interface|\bai\b|digital)/,
  },
};

export function asksForPersonalTaxAdvice(question: string, locale: Locale): boolean {
  const text = foldText(question, locale);
  const rules = RULES[locale];
  const advice = rules.person.test(text) && rules.tax.test(text) && rules.decision.test(text) && !rules.service.test(text);
  const work = WORK[locale];
  return advice || (work.work.test(text) && work.taxReturn.test(text) && !work.automation.test(text));
}
