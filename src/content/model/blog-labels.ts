import type { Locale } from '#i18n/config.ts';
import type { Localized } from '../schemas.ts';

/** src/content/blog/labels.yaml: the label of each entity and tag, by the key the posts use. */
export type BlogLabels = Readonly<Record<string, Localized>>;
/** The label of an entity or tag in one language. */
export type LabelOf = (key: string) => string;

/** Labels in one language; a key without an entry throws, so a post with a new tag fails the build until it has one. */
export function labelerFor(labels: BlogLabels, locale: Locale): LabelOf {
  return (key) => {
    const label = Object.hasOwn(labels, key) ? labels[key] : undefined;
    if (!label) throw new Error(`src/content/blog/labels.yaml: no label for the blog entity or tag "${key}"`);
    return label[locale];
  };
}
