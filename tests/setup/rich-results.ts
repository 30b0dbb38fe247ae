/**
 * What Google's structured-data documentation (Search Central, "Search gallery") asks of the rich-result
 * types the site uses, as paths into a node: `author.name` is the name of the author, of each where there
 * are several. Required properties must be there for a rich result; the recommended ones are checked too
 * where the site has the fact. BreadcrumbList's items (name, position, item) are checked by
 * @adobe/structured-data-validator.
 */
interface RichResultRules {
  required: readonly string[];
  recommended: readonly string[];
}

const ARTICLE: RichResultRules = {
  required: [],
  recommended: ['headline', 'image', 'datePublished', 'dateModified', 'author.name', 'author.url'],
};

export const RICH_RESULTS: Readonly<Record<string, RichResultRules>> = {
  // developers.google.com/search/docs/appearance/structured-data/organization: nothing required.
  Organization: {
    required: [],
    recommended: [
      'name',
      'url',
      'logo',
      'description',
      'email',
      'telephone',
      'address',
      'contactPoint.contactType',
      'contactPoint.telephone',
      'contactPoint.email',
      'sameAs',
      'legalName',
      'foundingDate',
    ],
  },
  // …/breadcrumb: at least two ListItems, each with position, name and item (which the last may leave out; ours has it).
  BreadcrumbList: { required: ['itemListElement.position', 'itemListElement.name', 'itemListElement.item'], recommended: [] },
  // …/article: nothing required.
  Article: ARTICLE,
  BlogPosting: ARTICLE,
  // …/event: a location, a Place with its address or a VirtualLocation with its url (the event pages' tests check which).
  Event: {
    required: ['name', 'startDate', 'location'],
    recommended: [
      'description',
      'endDate',
      'eventAttendanceMode',
      'eventStatus',
      'organizer.name',
      'organizer.url',
      'performer.name',
      'offers.price',
      'offers.priceCurrency',
      'offers.availability',
      'offers.url',
      'offers.validFrom',
    ],
  },
  // …/faqpage
  FAQPage: { required: ['mainEntity.name', 'mainEntity.acceptedAnswer.text'], recommended: [] },
};

/** Every value at a dotted path; arrays on the way count each element. */
function valuesAt(node: unknown, path: string): unknown[] {
  let values: unknown[] = [node];
  for (const key of path.split('.')) {
    values = values
      .flatMap((value) => (Array.isArray(value) ? value : [value]))
      .map((value) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined));
  }
  return values.flatMap((value) => (Array.isArray(value) ? value : [value]));
}

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '';

/** The properties a top-level node lacks for its rich result, as `Type: path (required|recommended)`. */
export function richResultGaps(node: Record<string, unknown>): string[] {
  const type = String(node['@type']);
  const rules = RICH_RESULTS[type];
  if (!rules) return [];
  const gaps = (paths: readonly string[], kind: string) =>
    paths
      .filter((path) => {
        const values = valuesAt(node, path);
        return values.length === 0 || values.some(isEmpty);
      })
      .map((path) => `${type}: ${path} (${kind})`);
  return [...gaps(rules.required, 'required'), ...gaps(rules.recommended, 'recommended')];
}
