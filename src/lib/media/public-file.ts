import path from 'node:path';

/** The site's static files (Astro's public/): the build runs in the project's root. */
export const publicFile = (publicPath: string): string => path.join(process.cwd(), 'public', publicPath);
