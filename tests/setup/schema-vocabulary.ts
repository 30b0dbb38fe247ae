import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ts from 'typescript';

/**
 * The schema.org vocabulary offline, read from the declarations of `schema-dts` (the types the site's
 * builders are written against, generated from the latest schema.org release): every class with the
 * properties it has, its own and inherited, and every enumeration member. No network needed, and the
 * test checks the pages against the same vocabulary the compiler checks the code against.
 */
export interface Vocabulary {
  /** Class name → every property it takes (own and inherited). */
  classes: ReadonlyMap<string, ReadonlySet<string>>;
  /** Enumeration members as absolute addresses (https://schema.org/InStock). */
  members: ReadonlySet<string>;
}

const SCHEMA = 'https://schema.org/';

function declarations(): ts.SourceFile {
  const file = createRequire(import.meta.url).resolve('schema-dts/dist/schema.d.ts');
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
}

const memberName = (member: ts.TypeElement): string | undefined =>
  member.name && (ts.isStringLiteral(member.name) || ts.isIdentifier(member.name)) ? member.name.text : undefined;

/** The names of the `…Base` interfaces a type extends, from `extends A, B` or from `Omit<ABase, …> & {…}`. */
function basesIn(node: ts.Node): string[] {
  const found: string[] = [];
  const visit = (child: ts.Node): void => {
    if (ts.isExpressionWithTypeArguments(child) && ts.isIdentifier(child.expression)) found.push(child.expression.text);
    if (ts.isTypeReferenceNode(child) && ts.isIdentifier(child.typeName)) found.push(child.typeName.text);
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found.filter((name) => name.endsWith('Base'));
}

/** The "@type" literal a leaf declares, anywhere in its members. */
function leafType(node: ts.Node): string | undefined {
  let found: string | undefined;
  const visit = (child: ts.Node): void => {
    if (
      ts.isPropertySignature(child) &&
      memberName(child) === '@type' &&
      child.type &&
      ts.isLiteralTypeNode(child.type) &&
      ts.isStringLiteral(child.type.literal)
    ) {
      found ??= child.type.literal.text;
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

let cached: Vocabulary | undefined;

export function schemaVocabulary(): Vocabulary {
  if (cached) return cached;
  const source = declarations();
  const bases = new Map<string, { properties: string[]; parents: string[] }>();
  const leaves: { type: string; bases: string[]; properties: string[] }[] = [];
  const members = new Set<string>();

  const visit = (node: ts.Node): void => {
    if (ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal) && node.literal.text.startsWith(SCHEMA))
      members.add(node.literal.text);
    if (ts.isInterfaceDeclaration(node) && node.name.text.endsWith('Base')) {
      bases.set(node.name.text, {
        properties: node.members.map(memberName).filter((name): name is string => name !== undefined),
        parents: (node.heritageClauses ?? []).flatMap(basesIn),
      });
    }
    if ((ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) && node.name.text.endsWith('Leaf')) {
      const type = leafType(node);
      // schema.org's own terms only: the package also carries other vocabularies under full addresses.
      if (type && !type.includes(':')) {
        const properties = ts.isInterfaceDeclaration(node)
          ? node.members.map(memberName).filter((name): name is string => !!name && name !== '@type')
          : [];
        leaves.push({
          type,
          bases: ts.isInterfaceDeclaration(node) ? (node.heritageClauses ?? []).flatMap(basesIn) : basesIn(node.type),
          properties,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  const inherited = (base: string, seen = new Set<string>()): string[] => {
    const entry = bases.get(base);
    if (!entry || seen.has(base)) return [];
    seen.add(base);
    return [...entry.properties, ...entry.parents.flatMap((parent) => inherited(parent, seen))];
  };
  const classes = new Map<string, Set<string>>();
  for (const leaf of leaves) {
    const properties = classes.get(leaf.type) ?? new Set<string>();
    for (const name of [...leaf.properties, ...leaf.bases.flatMap((base) => inherited(base))]) properties.add(name);
    classes.set(leaf.type, properties);
  }
  cached = { classes, members };
  return cached;
}

/**
 * The vocabulary in the shape schema.org publishes it (`schemaorg-all-https.jsonld`), as far as
 * @adobe/structured-data-validator reads it: classes, and properties with the classes they apply to.
 */
export function schemaOrgJsonLd(vocabulary: Vocabulary = schemaVocabulary()): { '@graph': object[] } {
  const domains = new Map<string, string[]>();
  for (const [type, properties] of vocabulary.classes) {
    for (const property of properties) domains.set(property, [...(domains.get(property) ?? []), type]);
  }
  return {
    '@graph': [
      ...[...vocabulary.classes.keys()].map((type) => ({ '@id': `schema:${type}`, '@type': 'rdfs:Class' })),
      ...[...domains].map(([property, types]) => ({
        '@id': `schema:${property}`,
        '@type': 'rdf:Property',
        'schema:domainIncludes': types.map((type) => ({ '@id': `schema:${type}` })),
      })),
    ],
  };
}
