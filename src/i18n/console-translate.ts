import { de as consoleDe } from './dictionaries/console/de.ts';
import { en as consoleEn } from './dictionaries/console/en.ts';
import { de as siteDe } from './dictionaries/site/de.ts';
import { en as siteEn } from './dictionaries/site/en.ts';
import { defineWing, joinDictionaries, type KeyOf, type KeyWith as KeyOfSourceWith, type TranslateOf } from './wing.ts';

// The console's wing (decision 0045): its pages, actions and the mails it sends translate with this `t`,
// which knows the console's texts and the public site's it shows too (form fields, tiers, languages).
const de = joinDictionaries(siteDe, consoleDe);
type Console = typeof de;

/** `translate(locale, key, params)` and `translator(locale)`, the one `t` of the console's routes, components and server modules. */
export const { translate, translator } = defineWing({ de, en: joinDictionaries(siteEn, consoleEn) });

/** A key of the console's or the public site's dictionaries. */
export type DictionaryKey = KeyOf<Console>;
/** The keys whose texts name no placeholder but the given ones: what code that passes those params may hold. */
export type KeyWith<Names extends string> = KeyOfSourceWith<Console, Names>;
/** A key whose text has no placeholders: the only kind `t` takes without params. */
export type PlainKey = KeyWith<never>;
/** The `t` of one language: the console's and the site's keys compile, each with exactly its text's placeholders. */
export type Translate = TranslateOf<Console>;
