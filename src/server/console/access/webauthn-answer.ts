import { z } from 'zod';

/** The browser's answer to a ceremony as @simplewebauthn/browser sends it; the library checks the rest and refuses what is malformed. */
export const webauthnAnswer = z.looseObject({ id: z.string().min(1).max(1024), response: z.looseObject({}) });
