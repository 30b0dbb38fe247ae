/**
 * The form field that says which handler of a console page a post is for (server/console/web/console-route.ts).
 * A page's intents are the keys of its handler table (server/console/web/*.posts.ts), written in
 * snake_case (decision 0045).
 */
export const INTENT_FIELD = 'intent';

/** The intents a page's handler table answers: the one source of the intent its forms may post. */
export type IntentOf<Posts> = Extract<keyof Posts, string>;
