/** The site assistant: one question's length, an earlier answer sent back, and the questions of one conversation. */
export const CHAT_LIMITS = {
  question: { max: 500 },
  answer: { max: 4000 },
  turns: { max: 10 },
} as const;
