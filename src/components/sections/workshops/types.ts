import type { z } from 'zod';
import type { workshopsSchema } from '../../../content/schemas.ts';

/** The workshops page copy (src/content/pages/workshops.yaml), typed from its schema. */
export type WorkshopsContent = z.infer<typeof workshopsSchema>;
