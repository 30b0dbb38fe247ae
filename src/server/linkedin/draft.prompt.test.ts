import { describe, expect, it } from 'vitest';
import type { PostInput } from '#lib/linkedin/options.ts';
import { draftMessages, LENGTH_TARGETS } from './draft.prompt.ts';

const input: PostInput = {
  topic: 'QR-Rechnung',
  points: ['Zahlungen automatisch zuordnen', 'Weniger Tippfehler'],
  audience: 'fiduciaries',
  tone: 'educational',
  language: 'de',
  length: 'long',
  hashtags: 'many',
};

describe('draftMessages', () => {
  it("instructs the model with the generator's choices and gives it the visitor's topic and key points only", () => {
    const [system, user] = draftMessages(input);
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('German (Swiss spelling');
    expect(system!.content).toContain('Treuhänderinnen und Treuhänder');
    expect(system!.content).toContain('educational');
    expect(system!.content).toContain(`about ${LENGTH_TARGETS.long[0]} to ${LENGTH_TARGETS.long[1]} characters, never more than 3000`);
    expect(system!.content).toMatch(/Use only the topic and the key points/);
    expect(system!.content).toMatch(/no hashtags/);
    expect(user).toEqual({
      role: 'user',
      content: 'Topic: QR-Rechnung\nKey points:\n- Zahlungen automatisch zuordnen\n- Weniger Tippfehler',
    });
  });

  it("names a custom audience in the visitor's words and follows the post language", () => {
    const [system] = draftMessages({
      ...input,
      language: 'en',
      audience: 'custom',
      customAudience: 'start-ups in Zurich',
      tone: 'personal',
      length: 'short',
    });
    expect(system!.content).toContain('in English for this audience: start-ups in Zurich.');
    expect(system!.content).toContain('personal, in the first person');
    expect(system!.content).toContain(`about ${LENGTH_TARGETS.short[0]} to ${LENGTH_TARGETS.short[1]} characters`);
  });
});
