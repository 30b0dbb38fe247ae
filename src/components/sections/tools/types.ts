import type { z } from 'zod';
import type { toolsSchema } from '../../../content/schemas.ts';

/** The free tools' copy as the schema defines it (src/content/pages/tools.yaml). */
export type ToolsContent = z.infer<typeof toolsSchema>;
