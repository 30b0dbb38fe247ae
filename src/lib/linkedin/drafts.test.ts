import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDrafts, parsePoints } from './drafts.ts';
import {
  AUDIENCES,
  DRAFT_STYLES,
  GENERATOR_INPUT_LIMITS,
  HASHTAG_CHOICES,
  LINKEDIN_POST_MAX_CHARS,
  POST_LANGUAGES,
  POST_LENGTHS,
  TONES,
  type PostInput,
} from './options.ts';
import type { LanguagePack } from './pack.ts';
import { de } from './templates-de.ts';
import { en } from './templates-en.ts';

const PACKS = { de, en };
const POINTS = ['Belege werden automatisch erfasst', 'Die MWST-Abrechnung geht schneller', 'Weniger Fehler beim Bankabgleich'];
const input = (overrides: Partial<PostInput> = {}): PostInput => ({
  topic: 'KI in der Buchhaltung',
  points: POINTS,
  audience: 'sme',
  tone: 'professional',
  language: 'de',
  length: 'medium',
  hashtags: 'few',
  ...overrides,
});
const fill = (template: string, pack: LanguagePack, topic = 'KI in der Buchhaltung', audience: string = pack.audiences.sme) =>
  template
    .replaceAll('{topic}', topic)
    .replaceAll('{Topic}', topic.charAt(0).toUpperCase() + topic.slice(1))
    .replaceAll('{audience}', audience);
const hashtagLine = (text: string) => text.split('\n').at(-1)!;
const hashtagsOf = (text: string) => (hashtagLine(text).startsWith('#') ? hashtagLine(text).split(' ') : []);

describe('createDrafts', () => {
  it('makes three distinct drafts: a story, a checklist and a question', () => {
    const drafts = createDrafts(input());
    expect(drafts.map((draft) => draft.style)).toEqual([...DRAFT_STYLES]);
    expect(new Set(drafts.map((draft) => draft.text)).size).toBe(3);
  });

  it('weaves every key point into every draft', () => {
    for (const draft of createDrafts(input({ length: 'short' }))) {
      for (const point of POINTS) expect(draft.text, draft.style).toContain(point);
    }
  });

  it('is deterministic: the same input gives the same drafts', () => {
    expect(createDrafts(input())).toEqual(createDrafts(input()));
    expect(createDrafts(input({ language: 'en', tone: 'inspiring' }))).toEqual(createDrafts(input({ language: 'en', tone: 'inspiring' })));
  });

  it.each(POST_LANGUAGES.flatMap((language) => TONES.map((tone) => [language, tone] as const)))(
    '%s, %s: opens with one of the tone’s hooks and ends with its call to action',
    (language, tone) => {
      const pack = PACKS[language];
      const drafts = createDrafts(input({ language, tone }));
      for (const draft of drafts) {
        const hooks = pack.tones[tone].hooks[draft.style].map((hook) => fill(hook, pack));
        expect(
          hooks.some((hook) => draft.text.startsWith(hook)),
          draft.text,
        ).toBe(true);
        expect(draft.text).toContain(`${fill(pack.tones[tone].closings[draft.style], pack)}\n\n#`);
        const other = PACKS[language === 'de' ? 'en' : 'de'];
        expect(draft.text).not.toContain(other.styles[draft.style].reflection.slice(0, 20));
      }
    },
  );

  it('writes the drafts in the chosen language, whatever the page’s', () => {
    const german = createDrafts(input({ language: 'de' }));
    const english = createDrafts(input({ language: 'en' }));
    expect(german[0]!.text).toContain(fill(de.styles.story.context, de));
    expect(english[0]!.text).toContain(fill(en.styles.story.context, en));
    expect(english[0]!.text).not.toContain(fill(de.styles.story.context, de));
  });

  it('gives each tone its own drafts and checklist marks', () => {
    const byTone = TONES.map((tone) => createDrafts(input({ tone })));
    expect(new Set(byTone.map((drafts) => drafts.map((draft) => draft.text).join()))).toHaveProperty('size', TONES.length);
    expect(createDrafts(input({ tone: 'professional' }))[1]!.text).toContain(`1. ${POINTS[0]}\n2. ${POINTS[1]}`);
    expect(createDrafts(input({ tone: 'personal' }))[1]!.text).toContain(`✅ ${POINTS[0]}\n✅ ${POINTS[1]}`);
  });

  it('names the audience, a preset one in the post language or the visitor’s own', () => {
    expect(createDrafts(input({ audience: 'founders' }))[1]!.text).toContain(de.audiences.founders);
    expect(createDrafts(input({ audience: 'financeTeams', language: 'en' }))[1]!.text).toContain(en.audiences.financeTeams);
    expect(createDrafts(input({ audience: 'custom', customAudience: '  Start-ups  in Zug ' }))[1]!.text).toContain(
      'Für Start-ups in Zug lohnt',
    );
  });

  it('grows from short to medium to long', () => {
    for (const style of DRAFT_STYLES) {
      const [short, medium, long] = POST_LENGTHS.map(
        (length) => createDrafts(input({ length })).find((draft) => draft.style === style)!.text.length,
      );
      expect(short).toBeLessThan(medium!);
      expect(medium).toBeLessThan(long!);
    }
  });

  describe('hashtags', () => {
    it('adds none, a few (3) or many (8) suggestions', () => {
      const counts = HASHTAG_CHOICES.map((hashtags) => createDrafts(input({ hashtags })).map((draft) => hashtagsOf(draft.text).length));
      expect(counts).toEqual([
        [0, 0, 0],
        [3, 3, 3],
        [8, 8, 8],
      ]);
      for (const draft of createDrafts(input({ hashtags: 'none' }))) expect(draft.text).not.toContain('#');
    });

    it('takes them from the topic first, then the audience and the key points', () => {
      expect(hashtagsOf(createDrafts(input({ hashtags: 'few' }))[0]!.text)).toEqual(['#KI', '#Buchhaltung', '#KMU']);
      expect(
        hashtagsOf(
          createDrafts(input({ hashtags: 'many', language: 'en', topic: 'Invoice automation', audience: 'fiduciaries' }))[0]!.text,
        ).slice(0, 4),
      ).toEqual(['#Invoice', '#Automation', '#Fiduciary', '#Belege']);
    });

    it('puts the visitor’s own hashtags first, in addition to the suggestions and without repeats', () => {
      const own = '#Treuhand, zürich;#KI  QR-Rechnung';
      expect(hashtagsOf(createDrafts(input({ hashtags: 'few', ownHashtags: own }))[0]!.text)).toEqual([
        '#Treuhand',
        '#Zürich',
        '#KI',
        '#QRRechnung',
        '#Buchhaltung',
        '#KMU',
        '#Belege',
      ]);
      expect(hashtagsOf(createDrafts(input({ hashtags: 'none', ownHashtags: own }))[2]!.text)).toEqual([
        '#Treuhand',
        '#Zürich',
        '#KI',
        '#QRRechnung',
      ]);
    });
  });

  it('writes German drafts in Swiss spelling, the visitor’s words included', () => {
    const drafts = createDrafts(
      input({ topic: 'Grösse und Massstab', points: ['Gemäß Gesetz', 'Straße'], ownHashtags: 'Großbank', hashtags: 'many' }),
    );
    for (const draft of drafts) {
      expect(draft.text).not.toContain('ß');
      expect(draft.text).toContain('Gemäss Gesetz');
      expect(draft.text).toContain('#Grossbank');
    }
    const templates = JSON.stringify(de);
    expect(templates).not.toContain('ß');
  });

  it('stays within LinkedIn’s 3,000 characters, trimming the least important parts first', () => {
    const longPoint = 'Ein ausführlicher Kernpunkt mit vielen Einzelheiten zur Abstimmung der Konten '.repeat(5).trim();
    const drafts = createDrafts(
      input({ points: Array.from({ length: 8 }, (_, index) => `${index + 1}: ${longPoint}`), length: 'long', hashtags: 'many' }),
    );
    for (const draft of drafts) {
      expect(draft.text.length).toBeLessThanOrEqual(LINKEDIN_POST_MAX_CHARS);
      expect(draft.trimmed).toBe(true);
      expect(draft.text).toContain('1: Ein ausführlicher Kernpunkt');
      expect(draft.text).not.toContain(fill(de.styles[draft.style].reflection, de));
      expect(hashtagsOf(draft.text)).toHaveLength(8);
    }
    for (const draft of createDrafts(input())) expect(draft.trimmed).toBe(false);
  });

  it('never exceeds the limit, whatever the fields hold', () => {
    const text = (max: number) => fc.string({ maxLength: max, unit: 'grapheme' });
    fc.assert(
      fc.property(
        fc.record({
          topic: text(GENERATOR_INPUT_LIMITS.topic).filter((topic) => topic.trim() !== ''),
          points: text(GENERATOR_INPUT_LIMITS.points).map(parsePoints),
          audience: fc.constantFrom(...AUDIENCES),
          customAudience: text(GENERATOR_INPUT_LIMITS.customAudience),
          tone: fc.constantFrom(...TONES),
          language: fc.constantFrom(...POST_LANGUAGES),
          length: fc.constantFrom(...POST_LENGTHS),
          hashtags: fc.constantFrom(...HASHTAG_CHOICES),
          ownHashtags: text(GENERATOR_INPUT_LIMITS.ownHashtags),
        }),
        (fields) => {
          for (const draft of createDrafts(fields)) expect(draft.text.length).toBeLessThanOrEqual(LINKEDIN_POST_MAX_CHARS);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('parsePoints', () => {
  it('takes one point per line, without blank lines or the bullets and numbers typed', () => {
    expect(parsePoints('- Erster\n\n  2) Zweiter  Punkt \r\n• Dritter\n3. Vierter\n✅ Fünfter\n   ')).toEqual([
      'Erster',
      'Zweiter Punkt',
      'Dritter',
      'Vierter',
      'Fünfter',
    ]);
  });
});
