import { de } from './dictionaries/site/de.ts';
import { en } from './dictionaries/site/en.ts';
import { defineWing, type KeyOf, type KeyWith as KeyOfSourceWith, type TranslateOf } from './wing.ts';

// The public site's wing (decision 0045): its pages, islands and the mails a visitor's action sends
// translate with this `t`, which knows none of the console's texts (console-translate.ts).
type Site = typeof de;

/** `translate(locale, key, params)`, `translator(locale)` (the one `t` of route files, components and server modules) and `pickStrings` for islands. */
export const { translate, translator, pickStrings } = defineWing({ de, en });

/** A key of the public site's dictionaries. */
export type DictionaryKey = KeyOf<Site>;
/** The keys whose texts name no placeholder but the given ones: what code that passes those params may hold. */
export type KeyWith<Names extends string> = KeyOfSourceWith<Site, Names>;
/** A key whose text has no placeholders: the only kind `t` takes without params. */
export type PlainKey = KeyWith<never>;
/** The `t` of one language: only the site's keys compile, each with exactly its text's placeholders. */
export type Translate = TranslateOf<Site>;
