/**
 * The narrowest screen every mail is checked at (tests/integration/mail-layout.test.ts) and the console's campaign
 * preview shows it at, in CSS pixels: a common phone's (decision 0046).
 */
export const PHONE_WIDTH = 375;
