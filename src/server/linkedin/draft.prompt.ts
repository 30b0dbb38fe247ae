import { audienceText } from '#lib/linkedin/drafts.ts';
import { LINKEDIN_POST_MAX_CHARS, type PostInput, type PostLanguage, type PostLength, type Tone } from '#lib/linkedin/options.ts';
import type { CompletionMessage } from '../llm/openai-compatible.ts';

const LANGUAGE: Record<PostLanguage, string> = {
  de: 'German (Swiss spelling: "ss", never "ß"; address readers with "Sie")',
  en: 'English',
};

const TONE: Record<Tone, string> = {
  professional: 'professional and factual',
  personal: 'personal, in the first person, warm and honest',
  inspiring: 'inspiring and optimistic, without exaggeration',
  educational: 'educational: explain clearly, as a practitioner would',
};

/** Characters the post's text should have, before the hashtags. */
export const LENGTH_TARGETS: Record<PostLength, readonly [number, number]> = {
  short: [300, 600],
  medium: [700, 1200],
  long: [1300, 2000],
};

/**
 * The messages for the language model: the generator's choices as instructions, the visitor's topic
 * and key points as the only material. Hashtags are not asked for: the server adds the generator's own.
 */
export function draftMessages(input: PostInput): CompletionMessage[] {
  const [fewest, most] = LENGTH_TARGETS[input.length];
  const system = [
    'You write LinkedIn posts for people in Swiss finance, accounting and business.',
    `Write one post in ${LANGUAGE[input.language]} for this audience: ${audienceText(input)}.`,
    `Tone: ${TONE[input.tone]}.`,
    `Length: about ${fewest} to ${most} characters, never more than ${LINKEDIN_POST_MAX_CHARS}.`,
    'Use only the topic and the key points the user gives. Do not invent figures, clients, quotes, dates or promises.',
    'Open with a line that makes the audience want to read on, and end with a question or an invitation to the audience.',
    'Plain text as LinkedIn shows it: short paragraphs separated by blank lines, no Markdown, at most three emojis, no hashtags (they are added afterwards).',
    'Reply with the post only.',
  ].join('\n');
  const user = [`Topic: ${input.topic}`, 'Key points:', ...input.points.map((point) => `- ${point}`)].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}
