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
