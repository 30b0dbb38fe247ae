import { describe, expect, it } from 'vitest';
import { GENERATOR_INPUT_LIMITS } from '#lib/linkedin/options.ts';
import { parseDraftRequest } from './draft.request.ts';

const valid = {
  lang: 'de',
  topic: '  KI in der Buchhaltung ',
  points: '- Belege lesen\n\n2. MWST prüfen',
  audience: 'sme',
  customAudience: '',
  tone: 'professional',
  language: 'de',
  length: 'medium',
  hashtags: 'few',
  ownHashtags: '#Treuhand',
};

describe('parseDraftRequest', () => {
  it('reads the fields as the generator sends them: trimmed topic, one key point per line without bullets', () => {
    expect(parseDraftRequest(valid)).toEqual({
      ok: true,
      lang: 'de',
      input: {
        topic: 'KI in der Buchhaltung',
        points: ['Belege lesen', 'MWST prüfen'],
        audience: 'sme',
        customAudience: '',
        tone: 'professional',
        language: 'de',
        length: 'medium',
        hashtags: 'few',
        ownHashtags: '#Treuhand',
      },
    });
  });

  it('takes a custom audience only with its description', () => {
    expect(parseDraftRequest({ ...valid, audience: 'custom', customAudience: ' Start-ups ' })).toMatchObject({
      ok: true,
      input: { audience: 'custom', customAudience: 'Start-ups' },
    });
    expect(parseDraftRequest({ ...valid, audience: 'custom', customAudience: '  ' })).toEqual({ ok: false });
  });

  it.each([
    ['an empty topic', { topic: '   ' }],
    ['no key point', { points: '\n - \n' }],
    ['a topic over its limit', { topic: 'x'.repeat(GENERATOR_INPUT_LIMITS.topic + 1) }],
    ['key points over their limit', { points: 'x'.repeat(GENERATOR_INPUT_LIMITS.points + 1) }],
    ['own hashtags over their limit', { ownHashtags: '#a'.repeat(GENERATOR_INPUT_LIMITS.ownHashtags) }],
    ['an unknown tone', { tone: 'angry' }],
    ['an unknown post language', { language: 'fr' }],
    ['an unknown page language', { lang: 'fr' }],
    ['a number for the topic', { topic: 42 }],
  ])('refuses %s', (_, change) => {
    expect(parseDraftRequest({ ...valid, ...change })).toEqual({ ok: false });
  });

  it('refuses what is not an object', () => {
    expect(parseDraftRequest(null)).toEqual({ ok: false });
    expect(parseDraftRequest([valid])).toEqual({ ok: false });
  });
});
