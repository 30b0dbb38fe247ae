import theme from '../../styles/global.css?raw';

/** A colour of the Tailwind theme (src/styles/global.css), so that browser UI, icons and cards use its values. */
function themeColor(name: string): string {
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(theme);
  if (!match?.[1]) throw new Error(`--color-${name} is not a hex colour in src/styles/global.css`);
  return match[1];
}

/** The theme's colours that the head, the web app manifest and the share cards use. */
export const BRAND = {
  /** The brand colour: theme-color, the manifest and the cards' accents. */
  primary: themeColor('brand-900'),
  accent: themeColor('brand-700'),
  tint: themeColor('brand-50'),
  ink: themeColor('ink'),
  swiss: themeColor('swiss'),
} as const;
