import type { z } from 'zod';
import type { videoStudioSchema } from '../../../content/schemas.ts';

/** The video studio page copy (src/content/pages/video-studio.yaml), typed from its schema. */
export type VideoStudioContent = z.infer<typeof videoStudioSchema>;
