/**
 * A part of a page's copy that the page renders with an id, so a link can lead to it: the sections of
 * schemas.ts's section(), the items of withAnchors (accordions) and the FAQ files' sections.
 */
export interface AnchoredSection {
  /** Where it sits in the copy: 'why', 'faq.items.2'. */
  field: string;
  anchor: string;
  content: Readonly<Record<string, unknown>>;
  /** Its anchored parts, each with an id of its own on the page (an accordion's questions). */
  parts: AnchoredSection[];
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const within = (field: string, key: string) => (field ? `${field}.${key}` : key);

/** The anchored sections of a page's copy (or of any part of it), in the copy's order, each with its anchored parts. */
export function anchoredSections(copy: unknown, field = ''): AnchoredSection[] {
  const inside = (value: unknown): AnchoredSection[] =>
    Array.isArray(value)
      ? value.flatMap((item, index) => anchoredSections(item, within(field, String(index))))
      : isRecord(value)
        ? Object.entries(value).flatMap(([key, item]) => anchoredSections(item, within(field, key)))
        : [];
  if (isRecord(copy) && typeof copy.anchor === 'string') return [{ field, anchor: copy.anchor, content: copy, parts: inside(copy) }];
  return inside(copy);
}

/** The sections a link should lead to: each section, or its parts where it has anchored parts. */
export const linkedSections = (sections: readonly AnchoredSection[]): AnchoredSection[] =>
  sections.flatMap((section) => (section.parts.length > 0 ? linkedSections(section.parts) : [section]));
