/** The {name} placeholders of a literal text, as interpolate fills them: 'Seite {page} von {pages}' → 'page' | 'pages'. */
export type PlaceholdersOf<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

type Intersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (value: infer Both) => void ? Both : never;

/** A text that contains each of the placeholders (any text where there are none). */
export type TextWith<Names extends string> = [Names] extends [never]
  ? string
  : Intersection<Names extends string ? `${string}{${Names}}${string}` : never>;
