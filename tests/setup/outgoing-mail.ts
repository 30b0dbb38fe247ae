import type { OutgoingMail } from '#server/mail/outbox.repo.ts';

/** The n-th mail of a test, to `to`: of a kind the site sends, with a numbered subject and a short text. */
export const numberedMail = (to: string, n: number): OutgoingMail => ({
  kind: 'operator_digest',
  to,
  subject: `Mail ${n}`,
  text: 'Hallo',
  html: '<p>Hallo</p>',
});
