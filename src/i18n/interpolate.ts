export type TranslationParams = Record<string, string | number>;

/** Fills {name} placeholders; unknown placeholders stay visible so a gap is easy to spot. Safe for islands: no dictionary attached. */
export function interpolate(template: string, params: TranslationParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
