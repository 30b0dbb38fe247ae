import type { z } from 'zod';
import type { Locale } from '../../../i18n/config.ts';
import type { homeSchema } from '../../../content/schemas.ts';

/** The home page copy as the schema defines it; each section receives its slice. */
export type HomeContent = z.infer<typeof homeSchema>;

export interface HomeSectionProps<K extends keyof HomeContent> {
  locale: Locale;
  content: HomeContent[K];
}
