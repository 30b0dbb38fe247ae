/**
 * What an erased address becomes in another person's record that named it (issue 27 §5); the console
 * shows it as the word for "erased".
 */
export const ERASED_ADDRESS = '[…@…]';
