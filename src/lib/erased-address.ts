/**
 * What an erased address becomes in another person's record that named it (decision 0027); the console
 * shows it as the word for "erased".
 */
export const ERASED_ADDRESS = '[…@…]';
