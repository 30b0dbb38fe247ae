/**
 * Words longer than a phone's line, as readers meet them: a German compound and a written-out link. The
 * mails and the newsletter archive's issue pages wrap both (decision 0046): tests/integration/mail-layout.test.ts,
 * tests/e2e/newsletter-archive.spec.ts.
 */
export const LONG_COMPOUND = 'Mehrwertsteuerabrechnungsberichtigungsformularvorlagensammlung';
export const LONG_LINK =
  'https://www.example.ch/blog/jahresabschluss-ohne-stress-belege-automatisch-erfassen-und-bankabgleich?from=newsletter&campaign=2026-11';

/** A Markdown paragraph with both: the compound as a word of its own, the link written out. */
export const LONG_WORDS_MARKDOWN = `Die ${LONG_COMPOUND} liegt bereit: ${LONG_LINK}`;
