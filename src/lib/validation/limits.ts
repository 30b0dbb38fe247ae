/** spec §9 field limits, named once for the forms and the server. */
export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  message: { min: 10, max: 2000 },
  company: { max: 200 },
} as const;

export const WAITLIST_LIMITS = {
  email: { min: 3, max: 255 },
  company: { max: 200 },
  motivation: { max: 500 },
} as const;

/** The site assistant: one question's length, an earlier answer sent back, and the questions of one conversation. */
export const CHAT_LIMITS = {
  question: { max: 500 },
  answer: { max: 4000 },
  turns: { max: 10 },
} as const;
