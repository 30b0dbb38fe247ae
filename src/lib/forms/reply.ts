import type { DictionaryKey } from '../../i18n/dictionaries/de.ts';

/** Why the server's front refused a request before any rule of the form ran. */
export type RequestProblem = 'cross_site' | 'unsupported_type' | 'too_large' | 'bad_request' | 'rate_limited' | 'method';

/** Field → dictionary key of its first problem: the schemas' messages are keys, shown in the visitor's language. */
export type FieldErrors<Field extends string> = Partial<Record<Field, DictionaryKey>>;

/**
 * What a form endpoint answers. spec §7: `success` and `message`, the text for people (with the
 * markers of spec §8); `code` is what the islands and answer pages act on, `errors` the fields at fault.
 */
export interface FormReply<Code extends string, Field extends string = never> {
  success: boolean;
  message: string;
  code: Code | RequestProblem;
  errors?: FieldErrors<Field>;
}
